import { fakeVideos } from '../support/youtube-fixtures'
import { createCustomer, signIn, signInAsAdmin } from './support/accounts'
import { expectNoAxeViolations } from './support/axe'
import { E2E_BASE_URL } from './support/environment'
import { expectWidthFits, PHONE } from './support/fits'
import { expect, test } from './support/fixtures'
import { connectAtGoogle, google, uniqueGoogleEmail } from './support/google'
import { orderFromCatalogue, orderIdOf, payAtCheckout, placePaidOrder } from './support/promote'

test.describe('refunds and the report’s counts', () => {
  test('the customer asks to stop, staff approve in the admin, the customer sees the refund and its credit note', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(180_000)
    const { number } = await placePaidOrder(page, request, {
      label: 'stops',
      videoUrl: `https://youtu.be/${fakeVideos.full.id}`,
      packageLabel: /Order Growth of Views campaign/,
    })
    await page.setViewportSize(PHONE)

    // The report says which count is which, and what connecting the channel would add.
    await page.goto(`/dashboard/my-orders/${number}/report`)
    const analytics = page.getByRole('region', { name: 'YouTube Analytics: views from ads' })
    await expect(analytics.getByText(/Connect the YouTube channel that owns this video/)).toBeVisible()
    await expect(analytics.getByRole('link', { name: 'Connect your channel' })).toHaveAttribute('href', '/dashboard/channel')
    await expect(page.getByText('Public view counter', { exact: true })).toBeVisible()
    await expectWidthFits(page, page.url())
    await expectNoAxeViolations(page)

    await page.goto(`/dashboard/my-orders/${number}`)
    await expect(page.getByText('Which count is which', { exact: true })).toBeVisible()
    await expect(page.getByText('Views delivered (ad report)', { exact: true })).toBeVisible()
    await page.getByText('Stop the campaign', { exact: true }).click()
    await expect(page.getByText(/If we stop it now, you get \$99\.00 back/)).toBeVisible()
    await page.getByLabel('Why do you want to stop? (optional)').fill('Plans changed')
    await page.getByRole('button', { name: 'Ask to stop the campaign' }).click()
    await expect(page.getByText(/We have your request to stop the campaign/)).toBeVisible()
    const refunds = page.getByRole('region', { name: 'Refunds' })
    await expect(refunds.getByText(/You asked to stop the campaign/)).toBeVisible()
    await expectWidthFits(page, page.url())
    await expectNoAxeViolations(page)

    const staffContext = await browser.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { 'x-forwarded-for': '10.251.0.21' } })
    const staff = await staffContext.newPage()
    await signInAsAdmin(staff)
    await staff.goto(`/admin/collections/orders/${await orderIdOf(staff.request, number)}`)
    await expect(staff.locator('form[data-form-ready="true"]')).toBeVisible({ timeout: 30_000 })
    const panel = staff.getByRole('region', { name: 'Refunds' })
    await expect(panel.getByText(/The customer asked to stop the campaign/)).toBeVisible()
    await panel.getByRole('button', { name: 'Approve and refund $99.00' }).click()
    await expect(panel.getByTestId('order-refunds')).toContainText('Refunded · $99.00', { timeout: 15_000 })
    await staffContext.close()

    await page.reload()
    await expect(refunds.getByText(/We refunded \$99\.00 to your payment method/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Ask to stop the campaign' })).toHaveCount(0)
    await refunds.getByRole('link', { name: /View credit note/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Credit note' })).toBeVisible()
    await expect(page.getByRole('row', { name: /Total refunded/ })).toContainText('$99.00')
    await expect(page.getByText('Plans changed')).toHaveCount(0)
    await expectWidthFits(page, page.url())
    await expectNoAxeViolations(page)
  })

  test('the services page, checkout and the terms state the refund rules; the pricing says which views a package counts', async ({
    page,
    request,
  }) => {
    await signIn(page, await createCustomer(request, 'refund-rules'))
    await page.goto('/all-services')
    await expect(page.getByText('Which views a package counts', { exact: true })).toBeVisible()
    const rules = page.getByRole('region', { name: 'Refunds' })
    await expect(rules.getByText(/If Google disapproves the ads before any view is delivered/)).toBeVisible()
    await rules.getByRole('link', { name: 'terms of service' }).click()
    await expect(page).toHaveURL(/\/terms-of-service#cancellations-and-refunds$/)
    await expect(page.locator('#cancellations-and-refunds')).toHaveText('Cancellations and refunds')
    await expect(page.getByText(/Ads disapproved before delivery:/)).toBeVisible()
    await expect(page.getByText(/Each refund comes with a credit note/)).toBeVisible()

    await orderFromCatalogue(page, { videoUrl: `https://youtu.be/${fakeVideos.full.id}`, packageLabel: /Order Starter of Views campaign/ })
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Refunds' }).getByText(/No other refunds are made/)).toBeVisible()
  })

  // Analytics has no rows for today and yesterday (the fake lags as YouTube does), so a campaign paid
  // just now shows the connected state without days; the days themselves: tests/unit/ad-analytics-comparison.test.ts.
  test('the report of a connected channel’s video reads YouTube Analytics for it instead of asking to connect', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    const email = uniqueGoogleEmail('ads')
    const account = await google.addAccount({ email, name: 'Ad Buyer', channels: [{ title: 'Garden Diaries', videos: 3 }] })
    const videoId = (await google.channel(account.channelIds[0]!))!.videoIds[0]!

    await signIn(page, await createCustomer(request, 'ad-analytics'))
    await page.goto('/dashboard/channel')
    await connectAtGoogle(page, email)
    await expect(page.getByRole('heading', { name: 'Garden Diaries' })).toBeVisible()

    await orderFromCatalogue(page, { videoUrl: `https://youtu.be/${videoId}`, packageLabel: /Order Starter of Views campaign/ })
    await payAtCheckout(page)
    await page.getByRole('button', { name: 'Simulate a successful payment' }).click()
    await expect(page.getByRole('heading', { name: 'Payment received, thank you!' })).toBeVisible()
    const number = new URL(page.url()).searchParams.get('order')!

    await page.setViewportSize(PHONE)
    await page.goto(`/dashboard/my-orders/${number}/report`)
    const analytics = page.getByRole('region', { name: 'YouTube Analytics: views from ads' })
    await expect(analytics.getByText(/no figures for the campaign’s days yet: it adds each day two to 3 days later/)).toBeVisible()
    await expect(analytics.getByRole('link', { name: 'Connect your channel' })).toHaveCount(0)
    const reports = await google.calls({ path: '/v2/reports' })
    expect(reports.some((call) => call.query.filters === `video==${videoId}` && call.account === email)).toBe(true)
    await expectWidthFits(page, page.url())
    await expectNoAxeViolations(page)
  })
})
