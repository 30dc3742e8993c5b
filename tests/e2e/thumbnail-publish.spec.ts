import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'

import { unzipSync } from 'fflate'
import sharp from 'sharp'

import { createCustomer, signIn } from './support/accounts'
import { expectAtBothSizes, PHONE } from './support/fits'
import { expect, test } from './support/fixtures'
import { connectAtGoogle, consentAtGoogle, google, uniqueGoogleEmail } from './support/google'

test.describe('setting a thumbnail on YouTube', () => {
  test.use({ viewport: PHONE })

  test('maker → set on YouTube → review beside the live one → grant the write scope → live in the fake → put back, at 390 and 1366 px', async ({
    page,
    request,
  }) => {
    const email = uniqueGoogleEmail('thumb')
    await google.addAccount({ email, name: 'Sets Thumbnails', channels: [{ title: 'Thumbs', videos: 3 }] })
    const user = await createCustomer(request, 'thumb')
    await signIn(page, user)
    await page.goto('/dashboard/channel')
    await connectAtGoogle(page, email)
    await expect(page.getByText('Your channel is connected.')).toBeVisible()

    await page.goto('/dashboard/thumbnail-maker')
    const panel = page.getByRole('region', { name: 'Set on YouTube' })
    const video = panel.getByRole('combobox', { name: 'Video of your channel' })
    await expect(video).toBeVisible()
    const videoId = await video.inputValue()
    expect((await google.video(videoId))?.custom).toBeUndefined()
    await expectAtBothSizes(page, 'the maker with a connected channel')
    await panel.getByRole('button', { name: 'Set as thumbnail on YouTube…' }).click()

    await expect(page.getByRole('heading', { name: 'Review the new thumbnail' })).toBeVisible()
    for (const name of ['Live on YouTube: thumbnail', 'New thumbnail: thumbnail']) {
      await expect(page.getByRole('img', { name })).toHaveJSProperty('naturalWidth', 1280)
    }
    expect((await google.video(videoId))?.custom).toBeUndefined()
    await expectAtBothSizes(page, 'the review beside the live thumbnail')

    // The first set asks Google for the write scope, then comes back to the review.
    await page.getByRole('button', { name: 'Set as thumbnail on YouTube' }).click()
    await consentAtGoogle(page, email)
    await expect(page.getByText(/TubeLift may now edit your videos/)).toBeVisible()
    await page.getByRole('button', { name: 'Set as thumbnail on YouTube' }).click()

    await expect(page.getByText(/The new thumbnail is live on YouTube/)).toBeVisible()
    const custom = (await google.video(videoId))?.custom
    expect(custom).toMatchObject({ width: 1280, height: 720 })
    const history = page.getByRole('region', { name: 'Thumbnails set from TubeLift' })
    await expect(history.getByText('Set on YouTube', { exact: true })).toBeVisible()
    await expectAtBothSizes(page, 'the thumbnail set on YouTube')

    await history.getByRole('button', { name: 'Put back the previous thumbnail' }).click()
    await expect(page.getByText('The previous thumbnail is back on YouTube.')).toBeVisible()
    const restored = (await google.video(videoId))?.custom
    expect(restored?.version).toBe((custom?.version ?? 0) + 1)
    expect(restored?.sha256).not.toBe(custom?.sha256)
    await expect(history.getByRole('button', { name: 'Put back the previous thumbnail' })).toHaveCount(0)
  })
})

test('without a connected channel the maker says how to set thumbnails on YouTube', async ({ page, request }) => {
  await signIn(page, await createCustomer(request, 'thumb-none'))
  await page.goto('/dashboard/thumbnail-maker')
  const panel = page.getByRole('region', { name: 'Set on YouTube' })
  await expect(panel.getByRole('link', { name: 'Connect a channel' })).toBeVisible()
})

test.describe('a Test & Compare pack', () => {
  test.use({ viewport: PHONE })

  test('three variants of the headline, checked and zipped for YouTube Studio, at 390 and 1366 px', async ({ page }) => {
    test.setTimeout(90_000)
    await page.goto('/thumbnail-maker')
    await page.getByRole('button', { name: 'Reaction', exact: true }).click()
    await page.getByRole('region', { name: 'Layers' }).getByRole('button', { name: 'Headline', exact: true }).click()
    const pack = page.getByRole('region', { name: 'Test & Compare pack' })
    await expect(pack.getByRole('combobox', { name: 'What differs on “Headline”' })).toHaveValue('text')
    await pack.getByRole('textbox', { name: 'Variant B' }).fill('30 DAYS LATER')
    await pack.getByRole('textbox', { name: 'Variant C (optional)' }).fill('IT WORKED?!')
    await expectAtBothSizes(page, 'the pack’s three variants')
    const download = page.waitForEvent('download', { timeout: 30_000 })
    await pack.getByRole('button', { name: 'Download the pack (.zip)' }).click()
    const file = await download
    const names = ['A', 'B', 'C'].map((letter) => `Untitled-thumbnail-test-${letter}.jpg`)
    expect(file.suggestedFilename()).toBe('Untitled-thumbnail-test-pack.zip')
    const entries = unzipSync(new Uint8Array(await readFile((await file.path())!)))
    expect(Object.keys(entries)).toEqual(names)
    const hashes = new Set(Object.values(entries).map((bytes) => createHash('sha256').update(bytes).digest('hex')))
    expect(hashes.size).toBe(3)
    for (const bytes of Object.values(entries))
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1280, height: 720 })
    for (const name of names) await expect(pack.getByRole('listitem').filter({ hasText: name })).toContainText('ready')
    // The editor shows the design as it was: the headline's text is A's.
    await expect(page.getByRole('textbox', { name: 'Text', exact: true })).not.toHaveValue('IT WORKED?!')
    await expectAtBothSizes(page, 'the pack downloaded', { axe: false })
  })
})
