import sharp from 'sharp'

import { createCustomer, signIn } from './support/accounts'
import { expectAtBothSizes, LAPTOP, PHONE } from './support/fits'
import { expect, test, type Page } from './support/fixtures'
import { connectAtGoogle, google, uniqueGoogleEmail } from './support/google'

const canvas = (page: Page) => page.getByRole('application', { name: 'Thumbnail canvas' })

test.describe('a Shorts frame in the thumbnail maker', () => {
  test.use({ viewport: PHONE })

  test('starts a Shorts design, exports a 1080×1920 PNG, offers no write to YouTube, and reopens as a Short, at 390 and 1366 px', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    // A connected channel, so that a video thumbnail would offer "Set as thumbnail on YouTube…" (decision 026).
    const email = uniqueGoogleEmail('shorts')
    await google.addAccount({ email, name: 'Makes Shorts', channels: [{ title: 'Shorts', videos: 2 }] })
    const user = await createCustomer(request, 'shorts')
    await signIn(page, user)
    await page.goto('/dashboard/channel')
    await connectAtGoogle(page, email)
    await expect(page.getByText('Your channel is connected.')).toBeVisible()

    await page.goto('/dashboard/thumbnail-maker')
    await expect(canvas(page)).toHaveAccessibleName('Thumbnail canvas, Video thumbnail 1280 × 720', { timeout: 30_000 })
    await expect(page.getByRole('button', { name: 'Set as thumbnail on YouTube…' })).toBeVisible()

    await page.getByRole('group', { name: 'Blank canvas' }).getByRole('button', { name: 'Shorts 1080 × 1920' }).click()
    await expect(canvas(page)).toHaveAccessibleName('Thumbnail canvas, Shorts 1080 × 1920')
    await expectAtBothSizes(page, 'the Shorts frame', {
      axe: false,
      also: async (size) => {
        const box = (await canvas(page).boundingBox())!
        expect(box.height / box.width).toBeCloseTo(1920 / 1080, 1)
        expect(box.x + box.width).toBeLessThanOrEqual(size.width)
        // Whole on a 1366×900 screen, under the page's header and the editor's bars, as a video thumbnail is.
        const bottom = await canvas(page).evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY)
        if (size === LAPTOP) expect(bottom).toBeLessThanOrEqual(size.height)
      },
    })

    await page.getByRole('button', { name: 'Add text' }).click()
    await page.getByRole('textbox', { name: 'Text', exact: true }).fill('WAIT FOR IT')
    await expect(canvas(page)).toHaveAccessibleDescription(
      /^Shorts frame \(1080 × 1920\) with 2 layers: .*text “WAIT FOR IT”.*in the centre/,
    )

    // A Short is exported, never set: no write is offered, and the pack for Studio's test is not either.
    await expect(page.getByRole('button', { name: 'Set as thumbnail on YouTube…' })).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Set on YouTube' })).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Shorts on YouTube' })).toContainText('A Shorts frame is for export')
    await expect(page.getByRole('region', { name: 'Test & Compare pack' })).toContainText('Not for Shorts')

    const download = page.waitForEvent('download', { timeout: 20_000 })
    await page.getByRole('region', { name: 'Export' }).getByRole('button', { name: 'Download PNG' }).click()
    const file = await download
    const meta = await sharp(await file.path()).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1080, 1920])
    await expect(page.getByRole('region', { name: 'Export' })).toContainText('1080 × 1920 pixels')

    // The safe area shows what the YouTube app draws over a Short; text moved under it is flagged.
    await page.getByRole('button', { name: 'Safe area' }).click()
    await expect(page.getByRole('button', { name: 'Timestamp corner' })).toHaveCount(0)
    await page.getByRole('spinbutton', { name: 'Y', exact: true }).fill('1600')
    await page.getByRole('spinbutton', { name: 'Y', exact: true }).press('Enter')
    await expect(page.getByRole('region', { name: 'Export' })).toContainText('is under YouTube’s title and channel')
    await expectAtBothSizes(page, 'the Shorts safe area')

    await page.getByLabel('Design name').fill('My Short')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Saved “My Short”.' })).toBeVisible()
    await page.reload()
    await expect(canvas(page)).toHaveAccessibleName('Thumbnail canvas, Shorts 1080 × 1920', { timeout: 30_000 })
    await expect(canvas(page)).toHaveAccessibleDescription(/text “WAIT FOR IT”/)
    await expect(page.getByRole('button', { name: 'Set as thumbnail on YouTube…' })).toHaveCount(0)
    await expectAtBothSizes(page, 'the saved Short reopened', {
      axe: false,
      // Listed with the designs, its preview is letterboxed in the same 16:9 box as a video's: the card does not grow to 9:16.
      also: async () => {
        const preview = page.getByRole('region', { name: 'Your designs' }).getByRole('link', { name: 'Open My Short' }).first()
        const previewBox = (await preview.boundingBox())!
        expect(previewBox.width / previewBox.height).toBeCloseTo(16 / 9, 1)
      },
    })
  })
})
