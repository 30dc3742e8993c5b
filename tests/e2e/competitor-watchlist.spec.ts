import { createCustomer, signIn } from './support/accounts'
import { expectAtBothSizes, PHONE } from './support/fits'
import { expect, test } from './support/fixtures'

/*
 * The competitor watchlist (decision 024) against the global setup's fake Google: public channels by
 * @handle with the API key, no connected channel needed. The first read is the queued job the add
 * starts, run by the server's job runner within seconds.
 */

test.describe('the competitor watchlist', () => {
  test.use({ viewport: PHONE })

  test('add by @handle → the first read scores the uploads → the week’s outliers, best first → remove, at 390 and 1366 px', async ({
    page,
    request,
  }) => {
    // YouTube's image hosts out of reach (offline, or a deleted video's thumbnail): each image fails at once.
    await page.route(/^https:\/\/(i\.ytimg\.com|yt3\.ggpht\.com)\//, (route) => route.abort('internetdisconnected'))
    const user = await createCustomer(request, 'watchlist')
    await signIn(page, user)
    await page.goto('/dashboard/channel/competitors')
    await expect(page.getByRole('heading', { name: 'Competitors', level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'No channels watched yet' })).toBeVisible()
    await expectAtBothSizes(page, 'an empty watchlist')

    const channelField = page.getByRole('textbox', { name: 'Channel' })
    // A mistake is said next to the field, before anything is sent.
    await channelField.fill('https://vimeo.com/@outlierlabs')
    await page.getByRole('button', { name: 'Watch channel' }).click()
    await expect(page.getByText(/Enter a YouTube channel URL/)).toBeVisible()
    await expect(channelField).toHaveAttribute('aria-invalid', 'true')
    // A handle YouTube does not know: the server says so, next to the field.
    await channelField.fill('@nobodyhasthishandle')
    await page.getByRole('button', { name: 'Watch channel' }).click()
    await expect(page.getByText('YouTube has no channel with that address. Check the @handle, URL or id.')).toBeVisible()

    await channelField.fill('@outlierlabs')
    await page.getByRole('button', { name: 'Watch channel' }).click()
    await expect(page.getByText(/^Now watching “Outlier Labs”/)).toBeVisible()
    const watched = page.getByRole('list', { name: 'Watched channels' })
    await expect(watched.getByText('Outlier Labs', { exact: true })).toBeVisible()
    await expect(watched.getByText('@outlierlabs · 95,300 subscribers')).toBeVisible()

    // The first read runs in the job queue; the page shows its outliers once it has.
    const outliers = page.getByRole('list', { name: 'Outliers, best first' })
    await expect(async () => {
      await page.reload()
      await expect(outliers.getByRole('listitem').first()).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    const best = outliers.getByRole('listitem').first()
    await expect(best.getByText(/^\d+× the channel’s usual$/)).toBeVisible()
    await expect(best.getByText(/^Outlier Labs · 310,000 views · \d+ days old$/)).toBeVisible()
    await expect(best.getByRole('link')).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=/)
    // A thumbnail that cannot load is a neutral frame of the same 16:9 size with its alt kept, not a broken image.
    const thumbnail = best.locator('img')
    await expect(thumbnail).toHaveAttribute('data-failed', 'true')
    await expect(thumbnail).toHaveAttribute('alt', '')
    await expect(watched.locator('img')).toHaveAttribute('data-failed', 'true')
    await expect(watched.getByText(/^Uploads read /)).toBeVisible()
    await expectAtBothSizes(page, 'the week’s outliers', {
      also: async () => {
        const frame = await thumbnail.evaluate((img: HTMLImageElement) => ({ shown: img.naturalWidth > 0, ratio: img.width / img.height }))
        expect(frame.shown).toBe(true)
        expect(frame.ratio).toBeCloseTo(16 / 9, 1)
      },
    })

    // The same channel by its URL is refused, next to the field.
    await channelField.fill('https://www.youtube.com/@outlierlabs/videos')
    await page.getByRole('button', { name: 'Watch channel' }).click()
    await expect(page.getByText('You already watch “Outlier Labs”.')).toBeVisible()

    // The Monday email can be turned off.
    await page.getByRole('checkbox', { name: /Email me the week’s top outliers/ }).uncheck()
    await page.getByRole('button', { name: 'Save email setting' }).click()
    await expect(page.getByText(/^No more weekly outlier emails/)).toBeVisible()
    await expect(page.getByRole('checkbox', { name: /Email me the week’s top outliers/ })).not.toBeChecked()

    await page.getByRole('button', { name: 'Remove “Outlier Labs”' }).click()
    await expect(page.getByText('The channel is no longer watched.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'No channels watched yet' })).toBeVisible()
    await expectAtBothSizes(page, 'the watchlist emptied again', { axe: false })
  })
})
