import { signInAsAdmin } from './support/accounts'
import { expect, test } from './support/fixtures'

test.describe('the admin', () => {
  test('carries the product’s name and mark, not Payload’s', async ({ page }) => {
    await page.goto('/admin/login')
    await expect(page.getByText('TubeLift', { exact: true }).first()).toBeVisible()
    await expect(page).toHaveTitle(/TubeLift admin/)
    await expect(page.locator('link[rel="icon"][href="/icon.svg"]')).toHaveCount(1)
  })

  test('seeded posts pass the SEO plugin’s own checks', async ({ page }) => {
    test.setTimeout(60_000)
    await signInAsAdmin(page)
    const { docs } = await (await page.request.get('/api/posts?limit=1&sort=publishedAt&depth=0&where[_status][equals]=published')).json()
    await page.goto(`/admin/collections/posts/${(docs[0] as { id: number }).id}`)
    await expect(page.locator('form[data-form-ready="true"]')).toBeVisible({ timeout: 30_000 })
    await page.getByRole('button', { name: 'SEO', exact: true }).click()
    await expect(page.getByText('3/3 checks are passing')).toBeVisible()
  })
})
