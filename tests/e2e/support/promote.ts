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
