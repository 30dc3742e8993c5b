import { createCustomer, signIn, type TestUser } from './support/accounts'
import { ADMIN_PASSWORD } from './support/environment'
import { expect, test, type Page } from './support/fixtures'

/**
 * Every page at a phone's width (390×844) fits without scrolling sideways, signed in and out: wide
 * content (tables) scrolls inside its own box or becomes cards, never the page.
 */
test.use({ viewport: { width: 390, height: 844 } })

/** The page's width against the viewport's, plus what sticks out when it does not fit (for the failure message). */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
      .filter((element) => !element.closest('[data-scroll-box], .overflow-x-auto, .overflow-auto, .overflow-hidden, .sr-only'))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} (${Math.round(element.getBoundingClientRect().right)} px)`)
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wide }
  })
}

async function expectFits(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBeLessThan(500)
  await page.waitForLoadState('load')
  const result = await overflow(page)
  expect(result.scrollWidth, `${path} is ${result.scrollWidth} px wide: ${result.wide.join(', ')}`).toBeLessThanOrEqual(result.clientWidth)
}

const PUBLIC_PATHS = [
  '/',
  '/blog',
  '/blog/page/2',
  '/blog/search?q=thumbnail',
  '/keyword-explorer',
  '/seo-analyzer',
  '/thumbnail-downloader',
  '/thumbnail-maker',
  '/all-services',
  '/promote-video',
  '/privacy-policy',
  '/terms-of-service',
  '/auth',
  '/auth?mode=signup',
  '/auth?mode=forgot',
  '/payment/failed',
  '/no-such-page',
]

const DASHBOARD_PATHS = [
  '/dashboard',
  '/dashboard/keyword-explorer',
  '/dashboard/seo-analyzer',
  '/dashboard/thumbnail-downloader',
  '/dashboard/thumbnail-maker',
  '/dashboard/service-pricing',
  '/dashboard/my-orders',
  '/dashboard/account',
]

/** A post, an author, a category and a tag page, found from the blog itself. */
async function blogPaths(page: Page): Promise<string[]> {
  await page.goto('/blog')
  const post = await page.locator('main a[href^="/blog/"]').evaluateAll((links) =>
    links.map((link) => link.getAttribute('href')!).filter((href) => /^\/blog\/[^/.]+$/.test(href) && !href.startsWith('/blog/search') && !href.startsWith('/blog/page')),
  )
  expect(post.length).toBeGreaterThan(0)
  await page.goto(post[0]!)
  const archives = await page.locator('a[href^="/blog/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!).filter((href) => /^\/blog\/(author|category|tag)\/[^/]+$/.test(href)))
  const first = (kind: string) => archives.find((href) => href.startsWith(`/blog/${kind}/`))
  return [post[0]!, ...['author', 'category', 'tag'].flatMap((kind) => first(kind) ?? [])]
}

test.describe('at 390 px wide', () => {
  test('every public page fits, signed out', async ({ page }) => {
    test.setTimeout(120_000)
    for (const path of [...PUBLIC_PATHS, ...(await blogPaths(page))]) await expectFits(page, path)
  })

  test('every page fits signed in, dashboard and order pages included', async ({ page }) => {
    test.setTimeout(150_000)
    // The seeded demo customer has orders in every state, so the tables and order pages have content.
    await signIn(page, { email: 'demo@tubelift.dev', password: ADMIN_PASSWORD })
    for (const path of [...PUBLIC_PATHS, ...DASHBOARD_PATHS]) await expectFits(page, path)
    await page.goto('/dashboard/my-orders')
    const order = await page.locator('main a[href^="/dashboard/my-orders/"]').first().getAttribute('href')
    expect(order).toBeTruthy()
    await expectFits(page, order!)
    await expectFits(page, `${order!}/receipt`)
  })

  test('the dashboard navigation reaches every section without scrolling the page', async ({ page, request }) => {
    const user: TestUser = await createCustomer(request, 'phone')
    await signIn(page, user)
    await page.goto('/dashboard')
    const nav = page.getByRole('navigation', { name: 'Dashboard' })
    for (const name of ['Overview', 'Keyword explorer', 'My orders', 'Account']) {
      const link = nav.getByRole('link', { name, exact: true })
      await expect(link).toBeVisible()
      const box = (await link.boundingBox())!
      expect(box.x + box.width, name).toBeLessThanOrEqual(390)
    }
  })
})
