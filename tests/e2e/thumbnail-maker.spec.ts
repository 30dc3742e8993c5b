import { stat } from 'node:fs/promises'

import sharp from 'sharp'

import { fakeVideos } from '../support/youtube-fixtures'
import { createCustomer, signIn } from './support/accounts'
import { expectNoAxeViolations } from './support/axe'
import { LAPTOP } from './support/fits'
import { expect, test, type Page } from './support/fixtures'

const MAX_BYTES = 2 * 1024 * 1024

/** A 900×600 stand-in for a photo: a blue field with an orange disc. */
function photo() {
  const disc = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><circle cx="450" cy="300" r="200" fill="#f97316"/></svg>',
  )
  return sharp({ create: { width: 900, height: 600, channels: 3, background: '#1e90ff' } })
    .composite([{ input: disc }])
    .png()
    .toBuffer()
}

const canvas = (page: Page) => page.getByRole('application', { name: 'Thumbnail canvas' })
const layerRows = (page: Page) => page.getByRole('region', { name: 'Layers' }).getByRole('listitem')
const layerButton = (page: Page, name: string) => page.getByRole('region', { name: 'Layers' }).getByRole('button', { name, exact: true })
const textField = (page: Page) => page.getByRole('textbox', { name: 'Text', exact: true })

/** The editor loads in the browser after the page: its canvas appears when it is ready. */
async function openEditor(page: Page, path: string) {
  await page.goto(path)
  await expect(canvas(page)).toBeVisible({ timeout: 30_000 })
}

async function addPhoto(page: Page) {
  // The toolbar's Image button opens this (hidden) file input.
  await page
    .locator('input[type="file"][aria-label="Image file"]')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await photo() })
  await expect(layerButton(page, 'photo')).toBeVisible({ timeout: 15_000 })
}

/** One click downloads the file; the panel then says what was saved. Checks the file itself. */
async function exportAndCheck(page: Page, format: 'PNG' | 'JPEG') {
  const name = format === 'PNG' ? 'thumbnail.png' : 'thumbnail.jpg'
  const download = page.waitForEvent('download', { timeout: 20_000 })
  await page.getByRole('button', { name: `Download ${format}` }).click()
  const file = await download
  await expect(
    page.getByRole('region', { name: 'Export' }).getByText(format === 'PNG' ? /PNG, [\d.]+ [KM]?B/ : /JPEG, quality \d+%, [\d.]+ [KM]?B/),
  ).toBeVisible()
  expect(file.suggestedFilename()).toBe(name)
  const path = await file.path()
  const meta = await sharp(path).metadata()
  expect([meta.format, meta.width, meta.height]).toEqual([format === 'PNG' ? 'png' : 'jpeg', 1280, 720])
  expect((await stat(path)).size).toBeLessThan(MAX_BYTES)
  return path
}

/** Where the Reaction template's yellow headline (#ffe600) is drawn in an exported image. */
async function headlineInk(path: string) {
  const { data, info } = await sharp(path).raw().toBuffer({ resolveWithObject: true })
  const ink = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity }
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const at = (y * info.width + x) * info.channels
      // Yellow stands apart from the red gradient (low green) and the white shapes (high blue).
      if (data[at]! > 220 && data[at + 1]! > 200 && data[at + 2]! < 80) {
        ink.left = Math.min(ink.left, x)
        ink.right = Math.max(ink.right, x)
        ink.top = Math.min(ink.top, y)
        ink.bottom = Math.max(ink.bottom, y)
      }
    }
  }
  return ink
}

test.describe('thumbnail maker', () => {
  test('builds a thumbnail from a template and a photo, with undo and redo, and exports it at 1280×720 under 2 MB', async ({ page }) => {
    test.setTimeout(90_000)
    await openEditor(page, '/thumbnail-maker')
    await expect(page.getByText('in this browser only')).toBeVisible()
    await expect(page.getByText('No layers yet.')).toBeVisible()

    await page.getByRole('button', { name: 'Reaction', exact: true }).click()
    await expect(layerRows(page)).toHaveCount(3)
    await layerButton(page, 'Headline').click()
    await expect(textField(page)).toHaveValue('NO WAY?!')
    await textField(page).fill('BEST DAY EVER')
    // The canvas is described to screen readers by its layers.
    await expect(canvas(page)).toHaveAccessibleDescription(/text “BEST DAY EVER”/)

    await addPhoto(page)
    await expect(layerRows(page)).toHaveCount(4)
    // The photo fills the template's photo slot (x 48, y 48, 560×624), under the headline, not on top of it.
    await expect(page.getByText('Added “photo” to the photo slot.')).toBeVisible()
    for (const [field, value] of [
      ['X', '48'],
      ['Y', '48'],
      ['Width', '560'],
      ['Height', '624'],
    ] as const)
      await expect(page.getByRole('spinbutton', { name: field, exact: true })).toHaveValue(value)
    const order = await layerRows(page).allTextContents()
    expect(order.findIndex((row) => row.includes('Headline'))).toBeLessThan(order.findIndex((row) => row.includes('photo')))

    const undo = page.getByRole('button', { name: 'Undo' })
    const redo = page.getByRole('button', { name: 'Redo' })
    await undo.click()
    await expect(layerRows(page)).toHaveCount(3)
    await undo.click()
    await layerButton(page, 'Headline').click()
    await expect(textField(page)).toHaveValue('NO WAY?!')
    await redo.click()
    await expect(textField(page)).toHaveValue('BEST DAY EVER')
    await redo.click()
    await expect(layerRows(page)).toHaveCount(4)
    await expect(redo).toHaveAttribute('aria-disabled', 'true')

    // Arrow keys move the selected layer when the canvas has the focus; Ctrl+Z takes it back.
    await layerButton(page, 'Headline').click()
    const x = page.getByRole('spinbutton', { name: 'X', exact: true })
    const before = Number(await x.inputValue())
    await canvas(page).focus()
    await page.keyboard.press('Shift+ArrowRight')
    await expect(x).toHaveValue(String(before + 10))
    await page.keyboard.press('Control+z')
    await expect(x).toHaveValue(String(before))

    await exportAndCheck(page, 'PNG')
    await exportAndCheck(page, 'JPEG')
    await expectNoAxeViolations(page, ['canvas'])

    // The design stays in this browser: a reload brings it back, and Start over is one undo away.
    await page.reload()
    await expect(page.getByText('we restored the design you were working on')).toBeVisible({ timeout: 30_000 })
    await expect(layerRows(page)).toHaveCount(4)
    await page.getByRole('button', { name: 'Start over' }).click()
    await expect(layerRows(page)).toHaveCount(0)
    await page.getByRole('button', { name: 'Undo' }).click()
    await expect(layerRows(page)).toHaveCount(4)
  })

  test('imports the thumbnail of the video in the address, falling back to the HQ size', async ({ page }) => {
    await openEditor(page, `/thumbnail-maker?video=${fakeVideos.noMaxres.id}`)
    await expect(layerButton(page, 'YouTube thumbnail')).toBeVisible({ timeout: 15_000 })
    // Only once: the parameter leaves the address, so a reload does not add it again.
    await expect(page).not.toHaveURL(/video=/)
  })

  test('signed in, saves a design to the account, reopens it by its address, and keeps it from other customers', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000)
    const owner = await createCustomer(request, 'designer')
    await signIn(page, owner)
    await openEditor(page, '/dashboard/thumbnail-maker')

    await page.getByRole('button', { name: 'Tutorial', exact: true }).click()
    await layerButton(page, 'Title').click()
    await textField(page).fill('SAVED IN MY ACCOUNT')
    await addPhoto(page)
    await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible()

    await page.getByLabel('Design name').fill('Launch week')
    const editorBeforeSave = await canvas(page).elementHandle()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Saved “Launch week”.' })).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/thumbnail-maker\?design=[\w-]+$/)
    const id = new URL(page.url()).searchParams.get('design')!
    // Each save revalidates the page, which renders again for the address that now names the design
    // (the list below shows the new name once it has): the editor stays the same one, with its
    // message and undo history.
    await page.getByLabel('Design name').fill('Launch week v2')
    await page.keyboard.press('ControlOrMeta+s')
    await expect(
      page.getByRole('region', { name: 'Your designs' }).getByRole('link', { name: 'Open Launch week v2' }).first(),
    ).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Saved “Launch week v2”.' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled()
    expect(await editorBeforeSave!.evaluate((element) => element.isConnected)).toBe(true)
    await expect(page).toHaveURL(`/dashboard/thumbnail-maker?design=${id}`)

    await page.reload()
    await expect(canvas(page)).toBeVisible({ timeout: 30_000 })
    await expect(page.getByLabel('Design name')).toHaveValue('Launch week v2')
    await expect(canvas(page)).toHaveAccessibleDescription(/text “SAVED IN MY ACCOUNT”/)
    await expect(layerRows(page)).toHaveCount(6)
    await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible()
    await expectNoAxeViolations(page, ['canvas'])

    // Opening another design does start another editor: a blank one, then the saved one from its card.
    await page.getByRole('link', { name: 'New design' }).click()
    await expect(page).toHaveURL('/dashboard/thumbnail-maker')
    await expect(layerRows(page)).toHaveCount(0)
    await page.getByRole('link', { name: 'Open Launch week v2' }).first().click()
    await expect(page.getByLabel('Design name')).toHaveValue('Launch week v2')
    await expect(layerRows(page)).toHaveCount(6)

    const stranger = await createCustomer(request, 'stranger')
    const other = await browser.newPage()
    await signIn(other, stranger)
    await other.goto(`/dashboard/thumbnail-maker?design=${id}`)
    await expect(other.getByRole('alert').filter({ hasText: 'This design does not exist or is not yours' })).toBeVisible()
    await expect(canvas(other)).toBeVisible({ timeout: 30_000 })
    await expect(layerRows(other)).toHaveCount(0)
    await expect(canvas(other)).not.toHaveAccessibleDescription(/SAVED IN MY ACCOUNT/)
    await other.close()
  })

  test('shrinks a long headline into its box instead of cutting it, flags wrapped text that leaves the frame, and downloads in one click', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await openEditor(page, '/thumbnail-maker')
    await page.getByRole('button', { name: 'Reaction', exact: true }).click()
    await layerButton(page, 'Headline').click()
    await textField(page).fill('I TRIED IT FOR 30 DAYS')
    const exportPanel = page.getByRole('region', { name: 'Export' })
    // Shrink to fit is the default for new text: nothing sticks out, so nothing is flagged.
    await expect(page.getByRole('group', { name: 'Long text' }).getByRole('button', { name: 'Shrink to fit' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(exportPanel.getByText('Check before you export')).toHaveCount(0)

    // Wrapping keeps the size and grows the box past the bottom of the frame: flagged before export.
    await page.getByRole('group', { name: 'Long text' }).getByRole('button', { name: 'Wrap, box grows' }).click()
    await expect(exportPanel.getByText('Check before you export')).toBeVisible()
    await expect(exportPanel.getByRole('listitem').filter({ hasText: 'reaches past the 1280 × 720 frame' })).toContainText('Headline')

    // Exported so, the text runs off the bottom of the image: this is what the flag warns about.
    const wrapped = await headlineInk(await exportAndCheck(page, 'PNG'))
    expect(wrapped.bottom).toBeGreaterThanOrEqual(715)

    await page.getByRole('group', { name: 'Long text' }).getByRole('button', { name: 'Shrink to fit' }).click()
    await expect(exportPanel.getByText('Check before you export')).toHaveCount(0)
    await expect(canvas(page)).toHaveAccessibleDescription(/I TRIED IT FOR 30 DAYS/)
    // In the exported image the headline's text stays inside its box (x 640–1200, from y 140), clear of the frame's edges.
    const shrunk = await headlineInk(await exportAndCheck(page, 'PNG'))
    expect(shrunk.left).toBeGreaterThanOrEqual(640)
    expect(shrunk.right).toBeLessThanOrEqual(1200)
    expect(shrunk.top).toBeGreaterThanOrEqual(140)
    expect(shrunk.bottom).toBeLessThan(700)
  })

  test('at 1366×900 the whole canvas and the toolbar are on screen', async ({ page }) => {
    await page.setViewportSize(LAPTOP)
    for (const path of ['/thumbnail-maker']) {
      await openEditor(page, path)
      const box = (await canvas(page).boundingBox())!
      expect(box.y + box.height, path).toBeLessThanOrEqual(900)
      await expect(page.getByRole('button', { name: 'Undo' })).toBeInViewport()
      await expect(page.getByRole('region', { name: 'Layers' })).toBeInViewport()
    }
    await expectNoAxeViolations(page)
  })
})
