import { createCustomer, signIn } from './support/accounts'
import { collectConsoleProblems } from './support/console'
import { expectAtBothSizes, PHONE } from './support/fits'
import { expect, test } from './support/fixtures'
import { connectAtGoogle, google, uniqueGoogleEmail } from './support/google'

/** Explainer → Google's consent page (the fake's), choosing this account → back on the channel page. */
async function connectThroughGoogle(page: import('@playwright/test').Page, email: string) {
  await page.goto('/dashboard/channel')
  await expect(page.getByRole('heading', { name: 'Connect your YouTube channel' })).toBeVisible()
  await expect(page.getByText(/Views, watch time and subscribers gained per day/)).toBeVisible()
  await connectAtGoogle(page, email)
}

test.describe('the connected channel', () => {
  test.use({ viewport: PHONE })

  test('connect → pick a channel → channel home with chart → audit with progress → a video’s analysis → disconnect, at 390 and 1366 px', async ({
    page,
    request,
  }) => {
    const email = uniqueGoogleEmail('brand')
    await google.addAccount({
      email,
      name: 'Brand Owner',
      channels: [
        { title: 'Cooking', videos: 14 },
        { title: 'Travel', videos: 9 },
      ],
    })
    const user = await createCustomer(request, 'channel')
    await signIn(page, user)
    const consoleProblems = collectConsoleProblems(page)
    await connectThroughGoogle(page, email)

    // Two channels under one Google account: the creator picks.
    await expect(page.getByRole('group', { name: 'Which channel do you want to connect?' })).toBeVisible()
    await expectAtBothSizes(page, 'the channel picker')
    await page.getByRole('radio', { name: 'Travel' }).check()
    await page.getByRole('button', { name: 'Connect this channel' }).click()

    await expect(page.getByText('Your channel is connected.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Travel' })).toBeVisible()
    // Channel avatars live on yt3.ggpht.com, as YouTube's API gives them: the policy must let them in.
    expect(consoleProblems.filter((problem) => /Content Security Policy/.test(problem))).toEqual([])
    await expect(page.getByText(/^As of .* UTC\. Refreshed daily\.$/)).toBeVisible()
    await expect(page.getByRole('img', { name: /Views per day over \d+ days/ })).toBeVisible()
    await page.getByText('The figures by day').click()
    await expect(page.getByRole('table', { name: /Views, minutes watched and subscribers gained per day/ })).toBeVisible()
    const uploads = page.getByRole('region', { name: 'Recent uploads' })
    await expect(uploads.getByRole('listitem')).toHaveCount(9)
    await expectAtBothSizes(page, 'the channel home')

    await page.getByRole('button', { name: 'Refresh now' }).click()
    await expect(page.getByText('The figures are up to date.')).toBeVisible()

    // Each upload opens the SEO analyzer on that video.
    const analyze = uploads.getByRole('link', { name: /^Analyze/ }).first()
    await expect(analyze).toHaveAttribute('href', /\/dashboard\/seo-analyzer\?url=https%3A%2F%2Fwww\.youtube\.com%2Fwatch%3Fv%3D/)

    // The audit: queued, progress while it runs, then every video worst first; a row opens its analysis.
    await page.getByRole('link', { name: 'Audit every video' }).click()
    await page.getByRole('button', { name: 'Run the audit' }).click()
    await expect(page.getByText('The audit is running.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Run the audit again' })).toBeVisible({ timeout: 60_000 })
    // The notice came from the address, which keeps it: once the audit ends it no longer says it runs.
    await expect(page.getByText('The audit is running.')).toHaveCount(0)
    const audited = page.getByRole('list', { name: 'Audited videos' }).getByRole('listitem')
    await expect(audited).toHaveCount(9)
    await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', /audit\.csv\?channel=\d+/)
    await expectAtBothSizes(page, 'the audit')
    const filter = page.getByRole('navigation', { name: 'Filter by failing check' }).getByRole('link').nth(1)
    const count = Number((await filter.textContent())!.match(/^(\d+)/)![1])
    await filter.click()
    await expect(page.getByRole('heading', { name: new RegExp(`^${count} videos? fail`) })).toBeVisible()
    await page.getByRole('list', { name: 'Audited videos' }).getByRole('listitem').first().getByRole('link').click()
    await expect(page.getByRole('link', { name: 'Back to the audit' })).toBeVisible()
    await expectAtBothSizes(page, 'a video’s analysis')
    await page.getByRole('link', { name: 'Back to the audit' }).click()
    await page.getByRole('link', { name: 'Back to your channel' }).click()

    await page.getByText('Disconnect this channel').click()
    await page.getByRole('button', { name: 'Yes, disconnect “Travel”' }).click()
    await expect(page.getByText(/The channel is disconnected: its access at Google is revoked/)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Connect your YouTube channel' })).toBeVisible()
    expect(await google.grantedScopes(email)).toEqual([])
  })
})

test('cancelling at Google says so and connects nothing', async ({ page, request }) => {
  const email = uniqueGoogleEmail('cancel')
  await google.addAccount({ email, name: 'Cancels', channels: [{ title: 'Never connected', videos: 3 }] })
  const user = await createCustomer(request, 'channel-cancel')
  await signIn(page, user)
  await page.goto('/dashboard/channel')
  await connectAtGoogle(page, email, 'Cancel')
  // Not the only alert once React has hydrated: Next's route announcer has that role too.
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText('You cancelled at Google, so nothing was connected.')
  await expect(page.getByRole('heading', { name: 'Connect your YouTube channel' })).toBeVisible()
})
