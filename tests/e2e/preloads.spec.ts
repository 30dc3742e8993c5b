import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test'

import { createCustomer, signIn } from './support/accounts'
import { collectConsoleProblems } from './support/console'
import { E2E_BASE_URL } from './support/environment'
import { expectAtBothSizes, LAPTOP, PHONE } from './support/fits'
import { expect, test, type Page } from './support/fixtures'

/**
 * An image preloaded but never drawn costs bandwidth on a phone and makes Chromium warn in the
 * console ("…was preloaded using link preload but not used within a few seconds…"). The header's
 * links to `/` and `/blog` are prefetched on every page, so whatever those pages' payloads ask to
 * preload must not leak onto the page that prefetched them.
 */
const UNUSED_PRELOAD = /preloaded using link preload but not used/

const TOOL_PAGES = [
  '/seo-analyzer',
  '/keyword-explorer',
  '/thumbnail-downloader',
  '/thumbnail-maker',
  '/all-services',
  '/promote-video',
  '/dashboard',
]

/** The image preloads in the page's head that no image on the page draws (by its src or srcset). */
function unusedImagePreloads(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const drawn = new Set(
      [...document.querySelectorAll('img')].flatMap((image) => [image.getAttribute('src'), image.getAttribute('srcset')]),
    )
    return [...document.querySelectorAll('link[rel="preload"][as="image"]')]
      .map((link) => link.getAttribute('imagesrcset') ?? link.getAttribute('href'))
      .filter((source) => !drawn.has(source))
      .map(String)
  })
}

/**
 * Opens `path` and waits until the header's prefetches of `/` and `/blog` have arrived (that is when
 * React applies their preload hints), then past Chromium's own check 3 s after the load event.
 */
async function preloadProblems(page: Page, path: string): Promise<string[]> {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (UNUSED_PRELOAD.test(message.text())) warnings.push(message.text())
  })
  const prefetched = (target: string) =>
    page.waitForResponse(
      (response) => new URL(response.url()).pathname === target && response.request().headers()['next-router-prefetch'] === '1',
      { timeout: 20_000 },
    )
  const prefetches = Promise.all([prefetched('/'), prefetched('/blog')])
  await page.goto(path)
  await page.waitForLoadState('load')
  await Promise.all((await prefetches).map((response) => response.finished()))
  await page.waitForTimeout(4_000)
  return [...(await unusedImagePreloads(page)).map((source) => `preloaded, never drawn: ${source}`), ...warnings]
}

test.describe('image preloads', () => {
  test('tool pages, the services pages and the dashboard preload no image they do not show', async ({ context, page, request }) => {
    test.setTimeout(90_000)
    await signIn(page, await createCustomer(request, 'preloads'))
    // Side by side in one signed-in browser, so the waits for the browser's check overlap.
    const results = await Promise.all(
      TOOL_PAGES.map(async (path, index) => ({ path, problems: await preloadProblems(index ? await context.newPage() : page, path) })),
    )
    expect(results.filter((result) => result.problems.length)).toEqual([])
  })

  test('the blog and a post still preload their own first image, in the page itself', async ({ page }) => {
    await page.goto('/blog')
    const post = (await page.locator('main article a[href^="/blog/"]:not([href^="/blog/category/"])').first().getAttribute('href'))!
    for (const path of ['/blog', post]) {
      await page.goto(path)
      const srcset = await page.locator('main img[fetchpriority="high"]').first().getAttribute('srcset')
      expect(srcset, path).toBeTruthy()
      await expect(page.locator(`head link[rel="preload"][as="image"][fetchpriority="high"][imagesrcset="${srcset}"]`), path).toHaveCount(1)
    }
  })
})

/** Stylesheet preloads in the head that no stylesheet on the page applies. */
function unusedStylePreloads(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const applied = new Set([...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')))
    return [...document.querySelectorAll('link[rel="preload"][as="style"]')]
      .map((link) => link.getAttribute('href'))
      .filter((href) => !applied.has(href))
      .map((href) => `preloaded, never applied: ${href}`)
  })
}

/**
 * The sign-in page is short, so the footer's links (the thumbnail maker among them) are on screen and
 * prefetched at once: a prefetched route's stylesheets arrive as preload hints, and one that only
 * that route applies made Chromium warn here (issue 36). Which links are on screen depends on the
 * window, so each tab opens at a phone's size and widens to a laptop's before Chromium's check: it
 * prefetches what either size would.
 */
test.describe('the sign-in page', () => {
  test.use({ viewport: PHONE })

  test('its console stays clean past Chromium’s unused-preload check, in every mode, at 390 and 1366 px', async ({
    browser,
    page,
    extraHTTPHeaders,
  }) => {
    // Side by side, so the waits for the browser's check overlap, each in a browser of its own as a
    // visitor's would be: tabs of one browser prefetching the same routes at once waited on each
    // other's cache entries, up to half a minute at 1366 px.
    const others: BrowserContext[] = []
    const results = await Promise.all(
      ['/auth', '/auth?mode=signup', '/auth?mode=forgot'].map(async (path, index) => {
        const tab = index ? await newVisitor(browser, { viewport: PHONE, extraHTTPHeaders }, others) : page
        const problems = collectConsoleProblems(tab)
        await tab.goto(path)
        await tab.waitForLoadState('networkidle')
        // Chromium reports preloads still unused 3 s after the load event: waited out at the laptop's
        // size, whose screen shows the footer's links (a phone's shows none), so theirs are prefetched too.
        await expectAtBothSizes(tab, path, {
          axe: false,
          also: async (size) => {
            if (size === LAPTOP) await tab.waitForTimeout(4_000)
          },
        })
        return { path, problems: [...problems, ...(await unusedStylePreloads(tab))] }
      }),
    )
    await Promise.all(others.map((context) => context.close()))
    expect(results.filter((result) => result.problems.length)).toEqual([])
  })
})

/** A page in a new browser context (its own cache and cookies) on the test server, kept in `opened` to close. */
async function newVisitor(browser: Browser, options: BrowserContextOptions, opened: BrowserContext[]): Promise<Page> {
  const context = await browser.newContext({ ...options, baseURL: E2E_BASE_URL })
  opened.push(context)
  return context.newPage()
}
