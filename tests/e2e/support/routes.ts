import { loadArticles } from '../../../src/seed/load'
import { expect, type Page } from './fixtures'

/*
 * The product's pages (the routes of src/app and of the product spec), for the tests that visit every
 * one of them. Checkout, payment and campaign report pages need an order and are reached by walking there.
 */

/** The public tools, whose pages change for a signed-in creator (history, saved lists). */
export const TOOL_PATHS = ['/keyword-explorer', '/seo-analyzer', '/thumbnail-downloader', '/thumbnail-maker']

/** Every public route with its variants (the auth page's modes, a 404), without the blog's dynamic ones. */
export const PUBLIC_PATHS = [
  '/',
  '/blog',
  '/blog/page/2',
  '/blog/search?q=thumbnail',
  ...TOOL_PATHS,
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

/** Every dashboard section; order pages are found from My orders. */
export const DASHBOARD_PATHS = [
  '/dashboard',
  '/dashboard/keyword-explorer',
  '/dashboard/seo-analyzer',
  '/dashboard/thumbnail-downloader',
  '/dashboard/thumbnail-maker',
  '/dashboard/service-pricing',
  '/dashboard/my-orders',
  '/dashboard/account',
]

/** A post, an author, a category and a tag page, found from the blog itself, and a tag's second page. */
export async function blogPaths(page: Page): Promise<string[]> {
  await page.goto('/blog')
  const post = await page
    .locator('main a[href^="/blog/"]')
    .evaluateAll((links) =>
      links
        .map((link) => link.getAttribute('href')!)
        .filter((href) => /^\/blog\/[^/.]+$/.test(href) && !href.startsWith('/blog/search') && !href.startsWith('/blog/page')),
    )
  expect(post.length).toBeGreaterThan(0)
  await page.goto(post[0]!)
  const archives = await page
    .locator('a[href^="/blog/"]')
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')!).filter((href) => /^\/blog\/(author|category|tag)\/[^/]+$/.test(href)),
    )
  const first = (kind: string) => archives.find((href) => href.startsWith(`/blog/${kind}/`))
  const paths = [post[0]!, ...['author', 'category', 'tag'].flatMap((kind) => first(kind) ?? [])]
  // A second archive page: the seeded tag with the most posts has more than a page (12) of them.
  const perTag = new Map<string, number>()
  for (const article of await loadArticles()) for (const tag of article.tags) perTag.set(tag, (perTag.get(tag) ?? 0) + 1)
  const [biggestTag, posts] = [...perTag].sort((a, b) => b[1] - a[1])[0]!
  expect(posts, 'a tag with a second page').toBeGreaterThan(12)
  paths.push(`/blog/tag/${biggestTag}/page/2`)
  return paths
}

/** The order page of a campaign the signed-in demo customer has running, found from the overview. */
export async function runningCampaignPath(page: Page): Promise<string> {
  await page.goto('/dashboard')
  const href = await page
    .getByRole('region', { name: 'Campaigns in progress' })
    .getByRole('listitem')
    .filter({ hasText: 'Campaign running' })
    .getByRole('link', { name: /^TL-/ })
    .first()
    .getAttribute('href')
  expect(href, 'a running campaign on the overview').toBeTruthy()
  return href!
}
