import { adminToken, createCustomer, signIn } from './support/accounts'
import { expectAtBothSizes, PHONE } from './support/fits'
import { expect, test } from './support/fixtures'
import { connectAtGoogle, google, uniqueGoogleEmail } from './support/google'

test.describe('rank tracking', () => {
  test.use({ viewport: PHONE })

  test('add a keyword → the check runs → position, chart and table → stop tracking, at 390 and 1366 px', async ({ page, request }) => {
    const email = uniqueGoogleEmail('rank')
    await google.addAccount({ email, name: 'Tracks Ranks', channels: [{ title: 'Ranks', videos: 3 }] })
    const user = await createCustomer(request, 'rank')
    await signIn(page, user)

    // Before connecting: the page says what to do first.
    await page.goto('/dashboard/channel/rank-tracking')
    await expect(page.getByText('Connect your YouTube channel first')).toBeVisible()
    await page.getByRole('link', { name: 'Connect your channel' }).click()
    await connectAtGoogle(page, email)
    await expect(page.getByText('Your channel is connected.')).toBeVisible()

    await page.getByRole('link', { name: 'Rank tracking' }).click()
    await expect(page.getByText('No keywords tracked yet.')).toBeVisible()
    await expectAtBothSizes(page, 'no keywords tracked')

    // A mistake is shown next to the keyword field.
    const keywordField = page.getByRole('textbox', { name: 'Keyword' })
    await keywordField.fill('a')
    await page.getByRole('button', { name: 'Track keyword' }).click()
    await expect(page.getByText('Enter a keyword of at least 2 characters.')).toBeVisible()
    await expect(keywordField).toHaveAttribute('aria-invalid', 'true')

    const keyword = `rank check ${Date.now()}`
    const videoId = await page.getByRole('combobox', { name: 'Video' }).inputValue()
    await google.rankVideo(keyword, videoId, 4)
    await keywordField.fill(keyword)
    await page.getByRole('button', { name: 'Track keyword' }).click()
    await expect(page.getByText(`Tracking “${keyword}”`)).toBeVisible()
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `“${keyword}”` }) })
    await expect(card.getByText('Position: Not checked yet')).toBeVisible()

    // Staff run the check now instead of waiting for the hourly run.
    const queued = await request.post('/api/rank-tracking/check', { headers: { authorization: `JWT ${adminToken()}` } })
    expect(queued.status()).toBe(202)
    await expect(async () => {
      await page.reload()
      await expect(card.getByText('Position: #4')).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    await expect(card.getByText(/last checked/)).toBeVisible()
    await expect(card.getByText(/next check about/)).toBeVisible()
    const chart = card.getByRole('img', { name: new RegExp(`Position for “${keyword}” over 1 checks, latest #4`) })
    await expect(chart).toBeVisible()
    await card.getByText('Positions by day').click()
    await expect(card.getByRole('table').getByRole('cell', { name: '#4' })).toBeVisible()
    await expectAtBothSizes(page, 'a checked keyword', {
      // The chart takes the card's width (less its padding), at 1366 px as on a phone.
      also: async () => {
        const [chartBox, cardBox] = [await chart.boundingBox(), await card.boundingBox()]
        expect(chartBox!.width).toBeGreaterThan(cardBox!.width - 40)
      },
    })

    // The video's own page lists it too.
    await card.getByRole('link').first().click()
    await expect(page.getByRole('heading', { name: 'Rank tracking' })).toBeVisible()
    await expect(page.getByRole('heading', { name: `“${keyword}”` })).toBeVisible()

    await page.goto('/dashboard/channel/rank-tracking')
    await card.getByRole('button', { name: `Stop tracking “${keyword}”` }).click()
    await expect(page.getByText('The keyword is no longer tracked; its history was deleted.')).toBeVisible()
    await expect(page.getByText('No keywords tracked yet.')).toBeVisible()
  })
})
