import type { APIRequestContext } from '@playwright/test'

import { adminToken, createCustomer, signIn, type TestUser } from './accounts'
import { expect, type Page } from './fixtures'

/** Walks the promote-video wizard for a package picked on the services page, up to the checkout. */
export async function orderFromCatalogue(page: Page, { videoUrl, packageLabel }: { videoUrl: string; packageLabel: RegExp }) {
  await page.goto('/all-services')
  await page.getByRole('link', { name: packageLabel }).click()
  await expect(page).toHaveURL(/\/promote-video\?service=.+&package=.+/)
  await page.getByLabel('YouTube video link').fill(videoUrl)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('button', { name: 'Change video' })).toBeVisible()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { name: 'Who should see the ads?' })).toBeVisible()
  await page.getByLabel('United Kingdom').check()
  await page.getByRole('button', { name: 'Review' }).click()
  await expect(page.getByRole('heading', { name: 'Review your campaign' })).toBeVisible()
  await page.getByRole('link', { name: 'Continue to checkout' }).click()
}

export async function payAtCheckout(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await page.getByLabel(/I agree to the/).check()
  await page.getByRole('button', { name: /^Pay / }).click()
}

/**
 * A new customer (`label` names them), signed in on `page`, who orders a package from the catalogue
 * and pays in test mode: the order is paid when this returns.
 */
export async function placePaidOrder(
  page: Page,
  request: APIRequestContext,
  { label, videoUrl, packageLabel }: { label: string; videoUrl: string; packageLabel: RegExp },
): Promise<{ customer: TestUser; number: string }> {
  const customer = await createCustomer(request, label)
  await signIn(page, customer)
  await orderFromCatalogue(page, { videoUrl, packageLabel })
  await payAtCheckout(page)
  await page.getByRole('button', { name: 'Simulate a successful payment' }).click()
  await expect(page.getByRole('heading', { name: 'Payment received, thank you!' })).toBeVisible()
  return { customer, number: new URL(page.url()).searchParams.get('order')! }
}

/** The id of the order with this number, looked up as the admin (for admin URLs). */
export async function orderIdOf(request: APIRequestContext, number: string): Promise<number> {
  const { docs } = await (
    await request.get(`/api/orders?where[number][equals]=${number}&depth=0`, { headers: { Authorization: `JWT ${adminToken()}` } })
  ).json()
  return docs[0].id as number
}
