import { signIn } from './support/accounts'
import { ADMIN_PASSWORD } from './support/environment'
import { expect, test } from './support/fixtures'
import { expectFits, expectNothingCut, PHONE } from './support/fits'
import { blogPaths, DASHBOARD_PATHS, PUBLIC_PATHS, runningCampaignPath, TOOL_PATHS } from './support/routes'

/**
 * Every page, signed in and out, in one visit each: at a phone's width (390×844) it fits without
 * scrolling sideways and axe finds no WCAG A/AA violation as the phone shows it (menus and tables change
 * shape at this width); then in the dark theme, which is CSS alone (globals.css follows
 * `prefers-color-scheme`), so the page is switched in place, measured again and given axe's colour rules,
 * the only ones a theme changes; then at a laptop's size (1366×900), axe's full scan again. Loading each
 * page once for all three was half of these sweeps' time (docs/databases.md, "CI time").
 */
test.use({ viewport: PHONE })

test('every public page fits and is axe clean, signed out, in both themes and at a laptop’s size', async ({ page }) => {
  test.setTimeout(150_000)
  for (const path of PUBLIC_PATHS) await expectFits(page, path, { alsoDark: true, alsoLaptop: true })
})

test('every blog page fits and is axe clean, signed out, in both themes and at a laptop’s size: a post, its archives and a second archive page', async ({
  page,
}) => {
  test.setTimeout(120_000)
  for (const path of await blogPaths(page)) await expectFits(page, path, { alsoDark: true, alsoLaptop: true })
})

test('every public page fits signed in, and the tools are axe clean at a laptop’s size too', async ({ page }) => {
  test.setTimeout(150_000)
  await signIn(page, { email: 'demo@tubelift.dev', password: ADMIN_PASSWORD })
  for (const path of PUBLIC_PATHS) await expectFits(page, path, { alsoLaptop: TOOL_PATHS.includes(path) })
})

test('every dashboard page fits and is axe clean signed in, in both themes and at a laptop’s size, order, receipt and report pages included', async ({
  page,
}) => {
  test.setTimeout(150_000)
  // The seeded demo customer has orders in every state, so the tables and order pages have content.
  await signIn(page, { email: 'demo@tubelift.dev', password: ADMIN_PASSWORD })
  for (const path of DASHBOARD_PATHS) await expectFits(page, path, { alsoDark: true, alsoLaptop: true })
  await page.goto('/dashboard/my-orders')
  const order = await page.locator('main a[href^="/dashboard/my-orders/"]').first().getAttribute('href')
  expect(order).toBeTruthy()
  await expectFits(page, order!, { alsoLaptop: true })
  await expectNothingCut(page, order!)
  await expectFits(page, `${order!}/receipt`, { alsoLaptop: true })
  // A running campaign has a report.
  await expectFits(page, `${await runningCampaignPath(page)}/report`, { alsoLaptop: true })
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign report' })).toBeVisible()
})
