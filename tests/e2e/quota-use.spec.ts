import { signInAsAdmin } from './support/accounts'
import { expectNoAxeViolations } from './support/axe'
import { expect, test, type Page } from './support/fixtures'

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }))
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
}

test.describe('YouTube quota use', () => {
  test('an admin sees the quota a tool just used under its feature, at 1366 and 390 px', async ({ page, request }) => {
    // Two admin pages at two sizes, each checked with axe.
    test.slow()
    // A keyword nobody measured yet: one search.list (and its videos.list and channels.list) charged to the keyword explorer.
    const measured = await request.post('/api/keyword-explorer/competition', {
      data: { keyword: `quota use ${Date.now()}`, hl: 'en', gl: 'US' },
    })
    expect(measured.status()).toBe(200)

    await page.setViewportSize({ width: 1366, height: 900 })
    await signInAsAdmin(page)
    await page.goto('/admin')
    await expect(page.getByRole('link', { name: 'YouTube quota use', exact: true })).toHaveAttribute('href', '/admin/youtube-quota')
    await page.goto('/admin/youtube-quota')
    await expect(page.getByRole('heading', { name: 'YouTube quota use', level: 1 })).toBeVisible()
    const feature = page.locator('tbody[data-feature="keyword-explorer"]')
    await expect(feature.getByRole('rowheader', { name: 'Keyword explorer' })).toBeVisible()
    await expect(feature.getByRole('rowheader', { name: 'search.list' })).toBeVisible()
    await expect(page.locator('tr[data-bucket="search"]')).toBeVisible()
    await expect(page.locator('tr[data-method="videos.update"]').getByRole('cell', { name: '50' })).toBeVisible()
    await expect(page.getByText(/quota resets at .* midnight in Los Angeles/)).toBeVisible()
    await expectNoAxeViolations(page)
    await expectNoHorizontalScroll(page)

    await page.setViewportSize({ width: 390, height: 844 })
    await page.reload()
    await expect(feature.getByRole('rowheader', { name: 'Keyword explorer' })).toBeVisible()
    await expectNoAxeViolations(page)
    await expectNoHorizontalScroll(page)
  })

  test('sends a visitor to the admin sign-in and back, showing nothing of it', async ({ page }) => {
    await page.goto('/admin/youtube-quota')
    await page.waitForURL(/\/admin\/login\?/)
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/youtube-quota')
    await expect(page.getByRole('heading', { name: 'YouTube quota use' })).toHaveCount(0)
  })
})
