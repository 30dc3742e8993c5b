import { signInAsAdmin } from './support/accounts'
import { expectNoAxeViolations } from './support/axe'
import { expectWidthFits, LAPTOP, PHONE } from './support/fits'
import { expect, test, type Page } from './support/fixtures'

const SCROLL_HINT = 'Swipe or scroll the table sideways for more columns →'

/** The product's icon fills the breadcrumbs' home link, which clips anything larger. */
async function expectWholeAdminIcon(page: Page) {
  const home = page.locator('.step-nav__home')
  const [link, icon] = [await home.boundingBox(), await home.locator('svg').boundingBox()]
  expect(icon!.width).toBeGreaterThan(10)
  expect(icon!.width).toBeLessThanOrEqual(link!.width + 0.5)
  expect(icon!.height).toBeLessThanOrEqual(link!.height + 0.5)
}

/** Every table box that hides columns says so under it, and none that shows them all does. */
async function expectScrollHints(page: Page) {
  const regions = await page.locator('.admin-scroll-region').evaluateAll((boxes) =>
    boxes.map((box) => ({
      overflows: box.scrollWidth > box.clientWidth + 1,
      says: box.getAttribute('aria-label')!.endsWith('(scrolls sideways)'),
    })),
  )
  expect(regions.length).toBeGreaterThan(3)
  for (const region of regions) expect(region.says).toBe(region.overflows)
  return regions.filter((region) => region.overflows).length
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

    await page.setViewportSize(LAPTOP)
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
    await expectWidthFits(page, page.url())
    await expectWholeAdminIcon(page)
    expect(await expectScrollHints(page)).toBe(0)
    await expect(page.getByText(SCROLL_HINT).first()).toBeHidden()

    await page.setViewportSize(PHONE)
    await page.reload()
    await expect(feature.getByRole('rowheader', { name: 'Keyword explorer' })).toBeVisible()
    await expectNoAxeViolations(page)
    await expectWidthFits(page, page.url())
    await expectWholeAdminIcon(page)
    // The wide tables say they scroll, and a keyboard user scrolls one from its focusable box.
    const perFeature = page.getByRole('region', { name: /^Use per feature on .+ \(scrolls sideways\)$/ })
    await expect(perFeature).toBeVisible()
    expect(await expectScrollHints(page)).toBeGreaterThan(0)
    await expect(page.getByText(SCROLL_HINT).first()).toBeVisible()
    await perFeature.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => perFeature.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0)
  })

  test('sends a visitor to the admin sign-in and back, showing nothing of it', async ({ page }) => {
    await page.goto('/admin/youtube-quota')
    await page.waitForURL(/\/admin\/login\?/)
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/youtube-quota')
    await expect(page.getByRole('heading', { name: 'YouTube quota use' })).toHaveCount(0)
  })
})
