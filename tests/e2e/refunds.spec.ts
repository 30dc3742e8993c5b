import { fakeVideos } from '../support/youtube-fixtures'
import { signInAsAdmin } from './support/accounts'
import { expectNoAxeViolations } from './support/axe'
import { E2E_BASE_URL } from './support/environment'
import { expect, test, type Page } from './support/fixtures'
import { orderIdOf, placePaidOrder } from './support/promote'

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }))
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
}

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
    await page.setViewportSize({ width: 390, height: 844 })

    // The report says which count is which, and what connecting the channel would add.
    await page.goto(`/dashboard/my-orders/${number}/report`)
    const analytics = page.getByRole('region', { name: 'YouTube Analytics: views from ads' })
    await expect(analytics.getByText(/Connect the YouTube channel that owns this video/)).toBeVisible()
    await expect(analytics.getByRole('link', { name: 'Connect your channel' })).toHaveAttribute('href', '/dashboard/channel')
    await expect(page.getByText('Public view counter', { exact: true })).toBeVisible()
    await expectNoHorizontalScroll(page)
    await expectNoAxeViolations(page)

    await page.goto(`/dashboard/my-orders/${number}`)
    await page.getByText('Stop the campaign', { exact: true }).click()
    await expect(page.getByText(/If we stop it now, you get \$99\.00 back/)).toBeVisible()
    await page.getByLabel('Why do you want to stop? (optional)').fill('Plans changed')
    await page.getByRole('button', { name: 'Ask to stop the campaign' }).click()
    await expect(page.getByText(/We have your request to stop the campaign/)).toBeVisible()
    const refunds = page.getByRole('region', { name: 'Refunds' })
    await expect(refunds.getByText(/You asked to stop the campaign/)).toBeVisible()
    await expectNoHorizontalScroll(page)
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
    await expectNoHorizontalScroll(page)
    await expectNoAxeViolations(page)
  })
})
