import type { Request } from '@playwright/test'

import { fakeVideos } from '../support/youtube-fixtures'
import { signInAsAdmin, submitSignUpForm } from './support/accounts'
import { expectNoAxeViolations } from './support/axe'
import { linkIn, waitForEmail } from './support/email'
import { E2E_BASE_URL } from './support/environment'
import { expect, test, type Page } from './support/fixtures'
import { orderFromCatalogue, orderIdOf, payAtCheckout, placePaidOrder } from './support/promote'

const videoUrl = `https://www.youtube.com/watch?v=${fakeVideos.full.id}`
const videoTitle = fakeVideos.full.title

async function expectStep(page: Page, heading: RegExp | string) {
  await expect(page.getByRole('heading', { name: heading })).toBeVisible()
}

test.describe('the way to paying for a campaign', () => {
  test('a new visitor builds a campaign, signs up, confirms the email and pays without choosing anything again', async ({ page }) => {
    test.setTimeout(90_000)
    const email = `newcomer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`
    const password = 'a long and memorable password'
    await orderFromCatalogue(page, { videoUrl, packageLabel: /Order Growth of Views campaign/ })
    await expect(page).toHaveURL(/\/auth\?next=%2Fcheckout%3F/)

    await page.getByRole('link', { name: 'Create account' }).first().click()
    await submitSignUpForm(page, { name: 'Nova Newcomer', email, password })

    // The link confirms on the spot: no page with one more button.
    const message = await waitForEmail(email, /Confirm your email/)
    await page.goto(linkIn(message, '/auth/verify'))
    await expect(page.getByText('Your email is confirmed')).toBeVisible()
    await expect(page).toHaveURL(/next=%2Fcheckout%3F/)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()

    await expect(page).toHaveURL(/\/checkout\?/)
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
    const summary = page.getByRole('region', { name: 'Order summary' })
    await expect(summary.getByRole('link', { name: videoTitle })).toBeVisible()
    await expect(summary.locator(`img[src*="/api/thumbnail-downloader/${fakeVideos.full.id}/"]`)).toBeVisible()
    await expect(summary.getByText(videoUrl)).toHaveCount(0)
    await expect(summary.getByText('Countries: United Kingdom')).toBeVisible()
    await expect(summary.getByText('$99.00')).toBeVisible()
    await expectNoAxeViolations(page)

    await payAtCheckout(page)
    await page.getByRole('button', { name: 'Simulate a successful payment' }).click()
    await expect(page.getByRole('heading', { name: 'Payment received, thank you!' })).toBeVisible()
    await page.goto('/dashboard/my-orders')
    await expect(page.getByRole('row', { name: /Views campaign, Growth/ }).getByText('Paid')).toBeVisible()
  })

  test('the wizard keeps each step in the browser history and survives a reload on any step', async ({ page }) => {
    await page.goto('/all-services')
    await page.getByRole('link', { name: /Order Starter of Views campaign/ }).click()
    await page.getByLabel('YouTube video link').fill(videoUrl)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('button', { name: 'Change video' })).toBeVisible()
    await expect(page).toHaveURL(/step=2/)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expectStep(page, 'Who should see the ads?')
    await page.getByLabel('United Kingdom').check()
    await page.getByRole('button', { name: 'Review' }).click()
    await expectStep(page, 'Review your campaign')
    await expectNoAxeViolations(page)

    await page.goBack()
    await expectStep(page, 'Who should see the ads?')
    await expect(page.getByLabel('United Kingdom')).toBeChecked()
    await page.goBack()
    await expect(page.getByRole('radio', { checked: true })).toBeVisible()
    await expect(page).toHaveURL(/step=2/)
    await page.goBack()
    await expect(page.getByLabel('YouTube video link')).toHaveValue(videoUrl)
    await page.goForward()
    await page.goForward()
    await expectStep(page, 'Who should see the ads?')

    // A reload renders the same step, the video's preview included, with nothing to check again.
    await page.reload()
    await expectStep(page, 'Who should see the ads?')
    await expect(page.getByLabel('United Kingdom')).toBeChecked()
    await expect(page.getByText(videoTitle)).toBeVisible()
    await expect(page.getByText('Check the video again')).toHaveCount(0)
    await page.getByRole('button', { name: 'Review' }).click()
    // The targeting is checked first (its schema loads with the audience step), then the step is in the URL.
    await expect(page).toHaveURL(/step=4/)
    await page.reload()
    await expectStep(page, 'Review your campaign')
    await expect(page.getByRole('link', { name: videoTitle })).toBeVisible()
    await expect(page.getByText('Countries: United Kingdom')).toBeVisible()
  })

  test('staff read an order at a glance in the admin, and nothing loads from another site', async ({ page, request, browser }) => {
    test.setTimeout(120_000)
    const { customer: user, number } = await placePaidOrder(page, request, {
      label: 'glance',
      videoUrl,
      packageLabel: /Order Starter of Views campaign/,
    })

    const staffContext = await browser.newContext({ baseURL: E2E_BASE_URL })
    const staff = await staffContext.newPage()
    const offsite: string[] = []
    staff.on('request', (sent: Request) => {
      const url = new URL(sent.url())
      if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== E2E_BASE_URL) offsite.push(sent.url())
    })
    await signInAsAdmin(staff)
    const orderId = await orderIdOf(staff.request, number)

    await staff.goto(`/admin/collections/orders?where[status][equals]=paid&where[number][equals]=${number}`)
    const row = staff.getByRole('row', { name: new RegExp(number) })
    await expect(row.getByText('$29.00')).toBeVisible({ timeout: 30_000 })
    await expect(row.getByText(`${user.name} · ${user.email}`)).toBeVisible()
    await expect(row.getByText('1 attempt')).toBeVisible()

    await staff.goto(`/admin/collections/orders/${orderId}`)
    await expect(staff.locator('form[data-form-ready="true"]')).toBeVisible({ timeout: 30_000 })
    await expect(staff.getByText('$29.00', { exact: true })).toBeVisible()
    await expect(staff.getByText(`${user.name} · ${user.email}`)).toBeVisible()
    await expect(staff.getByText('Countries: United Kingdom')).toBeVisible()
    await expect(staff.getByText('Ages: 18–65+')).toBeVisible()
    await staff.waitForLoadState('networkidle')
    expect(offsite).toEqual([])
    await staffContext.close()
  })
})
