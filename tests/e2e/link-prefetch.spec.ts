import { expect, test, type Page } from './support/fixtures'

/**
 * The public pages' links (src/components/ui/Link.tsx) prefetch their route when the visitor points
 * at one, touches or focuses it, not as soon as it is on screen: on a phone, the prefetches of every
 * link in view and their processing were most of the listing's total blocking time.
 */
function prefetchedPaths(page: Page): string[] {
  const paths: string[] = []
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch'] === '1') paths.push(new URL(request.url()).pathname)
  })
  return paths
}

const isPrefetchOf = (path: string) => (request: { url(): string; headers(): Record<string, string> }) =>
  request.headers()['next-router-prefetch'] === '1' && new URL(request.url()).pathname === path

/** Rejects if `promise` has not settled within `ms`, so that a retried step can try again. */
const within = (promise: Promise<unknown>, ms: number) => Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(new Error(`nothing within ${ms} ms`)), ms))])

test('links in view are not prefetched; pointing at one or focusing it prefetches its route', async ({ page }) => {
  const prefetched = prefetchedPaths(page)
  await page.goto('/blog')
  await page.waitForLoadState('load')
  const chips = page.getByRole('navigation', { name: 'Categories' }).getByRole('link')
  const [pointed, focused] = [(await chips.nth(0).getAttribute('href'))!, (await chips.nth(1).getAttribute('href'))!]

  // Once a hover has been answered the page is hydrated, and links in view would have been prefetched by now.
  const hovered = page.waitForRequest(isPrefetchOf(pointed), { timeout: 30_000 })
  // Retried until the page is hydrated: a hover before that prefetches nothing.
  await expect(async () => {
    await page.mouse.move(0, 0)
    await chips.nth(0).hover()
    await within(hovered, 2_000)
  }).toPass({ timeout: 20_000 })
  const focusedRequest = page.waitForRequest(isPrefetchOf(focused))
  await chips.nth(1).focus()
  await within(focusedRequest, 10_000)
  await page.waitForTimeout(1_500)
  expect(prefetched.filter((path) => path !== pointed && path !== focused)).toEqual([])

  // Still a client-side navigation: the header stays the same element.
  await page.evaluate(() => document.querySelector('header')?.setAttribute('data-kept', 'yes'))
  await chips.nth(0).click()
  await expect(page).toHaveURL(new RegExp(`${pointed}$`))
  await expect(page.locator('header[data-kept="yes"]')).toHaveCount(1)
})
