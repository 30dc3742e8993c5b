import { signIn } from './support/accounts'
import { expectNoAxeViolations } from './support/axe'
import { ADMIN_PASSWORD } from './support/environment'
import { expect, test, type Page } from './support/fixtures'
import { blogPaths, DASHBOARD_PATHS, PUBLIC_PATHS } from './support/routes'

/**
 * Every page at a laptop's size (1366×900) has no WCAG A/AA violations axe can find, signed out and
 * in. The dark theme is checked on the same pages by phone.spec.ts (at 390 px, where the layout is
 * tightest); axe's colour rules do not depend on the width, so a second dark pass here only cost CI time.
 */
test.use({ viewport: { width: 1366, height: 900 } })

async function expectAccessible(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBeLessThan(500)
  await page.waitForLoadState('load')
  await test.step(`axe: ${path}`, () => expectNoAxeViolations(page))
}

test.describe('at 1366×900 in the light theme', () => {
  test.use({ colorScheme: 'light' })

  test('every public and blog page is axe clean, signed out', async ({ page }) => {
    test.setTimeout(150_000)
    for (const path of [...PUBLIC_PATHS, ...(await blogPaths(page))]) await expectAccessible(page, path)
  })

  test('every dashboard page and the public tools are axe clean, signed in', async ({ page }) => {
    test.setTimeout(150_000)
    // The seeded demo customer has orders in every state, so the tables and order pages have content.
    await signIn(page, { email: 'demo@tubelift.dev', password: ADMIN_PASSWORD })
    for (const path of [...DASHBOARD_PATHS, '/keyword-explorer', '/seo-analyzer', '/thumbnail-downloader', '/thumbnail-maker'])
      await expectAccessible(page, path)
    await page.goto('/dashboard/my-orders')
    const order = await page.locator('main a[href^="/dashboard/my-orders/"]').first().getAttribute('href')
    expect(order).toBeTruthy()
    for (const path of [order!, `${order!}/receipt`]) await expectAccessible(page, path)
  })
})
