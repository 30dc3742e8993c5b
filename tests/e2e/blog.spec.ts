import { expect, test } from './support/fixtures'

import { loadArticles, loadTaxonomy } from '../../src/seed/load'
import { expectNoAxeViolations } from './support/axe'
import { E2E_BASE_URL } from './support/environment'

const seedArticles = await loadArticles()
const { authors: seedAuthors, categories: seedCategories } = await loadTaxonomy()
const totalPosts = seedArticles.length
const lastPage = Math.ceil(totalPosts / 12)

test.describe('blog listing', () => {
  test('shows 12 posts per page with crawlable pagination', async ({ page }) => {
    await page.goto('/blog')
    await expect(page.getByRole('heading', { level: 1, name: 'The TubeLift blog' })).toBeVisible()
    await expect(page.getByText(`${totalPosts} articles`)).toBeVisible()
    await expect(page.getByRole('region', { name: 'Articles' }).locator('article')).toHaveCount(12)
    const next = page.locator('a[rel="next"]')
    await expect(next).toHaveAttribute('href', '/blog/page/2')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog$/)

    await next.click()
    await expect(page).toHaveURL(/\/blog\/page\/2$/)
    await expect(page.locator('a[rel="prev"]')).toHaveAttribute('href', '/blog')
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  })

  test('sends each screen the card image size it needs', async ({ browser }) => {
    // A phone at 1.75x (Lighthouse's) needs 665 px for a 380 px card; a laptop's three columns 352 px.
    for (const screen of [
      { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, expected: /-960x540\.webp$/ },
      { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, expected: /-640x360\.webp$/ },
    ]) {
      const context = await browser.newContext({
        baseURL: E2E_BASE_URL,
        viewport: screen.viewport,
        deviceScaleFactor: screen.deviceScaleFactor,
      })
      const page = await context.newPage()
      await page.goto('/blog')
      const image = page.getByRole('region', { name: 'Articles' }).locator('article img').first()
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(screen.expected)
      await context.close()
    }
  })

  test('ends on the last page', async ({ page }) => {
    await page.goto(`/blog/page/${lastPage}`)
    await expect(page.getByRole('region', { name: 'Articles' }).locator('article')).toHaveCount(totalPosts - 12 * (lastPage - 1))
    await expect(page.locator('a[rel="next"]')).toHaveCount(0)
  })

  test('redirects page 1 to the unpaginated URL with a 308', async ({ request }) => {
    for (const [from, to] of [
      ['/blog/page/1', '/blog'],
      ['/blog/category/youtube-seo/page/1', '/blog/category/youtube-seo'],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 })
      expect(response.status()).toBe(308)
      expect(new URL(response.headers().location!, 'http://x').pathname).toBe(to)
    }
  })

  test('answers 404 for pages that do not exist, never 500', async ({ request }) => {
    for (const path of [
      '/blog/page/0',
      '/blog/page/-1',
      '/blog/page/2.5',
      '/blog/page/abc',
      `/blog/page/${lastPage + 1}`,
      '/blog/no-such-post',
      '/blog/category/no-such-category',
      '/blog/tag/no-such-tag/page/2',
      '/blog/author/nobody',
      '/blog/category/youtube-seo/page/99',
      '/no-such-page',
    ]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
    }
  })

  test('never shows a draft to visitors', async ({ request }) => {
    const response = await request.get('/blog/youtube-trends-report-2027')
    expect(response.status()).toBe(404)
    const listing = await (await request.get('/blog')).text()
    expect(listing).not.toContain('What we expect from YouTube in 2027')
  })
})

test.describe('archives', () => {
  test('category pages show the description, a count and only that category', async ({ page }) => {
    const category = seedCategories.find((c) => c.slug === 'shorts')!
    const expected = seedArticles.filter((a) => a.category === 'shorts').length
    await page.goto(`/blog/category/${category.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: category.title })).toBeVisible()
    await expect(page.getByText(category.description)).toBeVisible()
    await expect(page.getByText(`${expected} article`, { exact: false })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Articles' }).locator('article')).toHaveCount(Math.min(expected, 12))
  })

  test('author pages show the bio and Person structured data', async ({ page }) => {
    const author = seedAuthors[0]!
    await page.goto(`/blog/author/${author.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: author.name })).toBeVisible()
    await expect(page.getByText(author.bio)).toBeVisible()
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(ld.some((json) => JSON.parse(json)['@type'] === 'Person')).toBe(true)
  })

  test('tag pages paginate when they have more than 12 posts', async ({ page }) => {
    const counts = new Map<string, number>()
    for (const article of seedArticles) for (const tag of article.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1)
    const [tag, count] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!
    await page.goto(`/blog/tag/${tag}`)
    await expect(page.getByRole('region', { name: 'Articles' }).locator('article')).toHaveCount(Math.min(count, 12))
    if (count > 12) {
      await page.locator('a[rel="next"]').click()
      await expect(page).toHaveURL(new RegExp(`/blog/tag/${tag}/page/2$`))
      await expect(page.getByRole('region', { name: 'Articles' }).locator('article')).toHaveCount(Math.min(count - 12, 12))
    }
  })
})

test.describe('post page', () => {
  test('has everything a reader and a search engine expect', async ({ page }) => {
    await page.goto('/blog')
    // Not the newest post: admin-content.spec.ts renames that one, possibly between the two page loads.
    const postLink = page.getByRole('region', { name: 'Articles' }).locator('article h3 a').nth(1)
    const title = (await postLink.textContent())!.trim()
    await postLink.click()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

    // The listing's tags can outlast its heading for a moment after the client-side navigation.
    await expect(page.locator('meta[property="og:title"]')).toHaveCount(1)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(title.slice(0, 20)))
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/api\/media\/file\//)
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${new URL(page.url()).pathname}$`))

    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((json) => JSON.parse(json))
    const posting = ld.find((item) => item['@type'] === 'BlogPosting')
    expect(posting.headline).toBe(title)
    expect(posting.author[0]['@type']).toBe('Person')
    expect(ld.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true)

    await expect(page.getByText(/\d+ min read/).first()).toBeVisible()
    const toc = page.getByRole('navigation', { name: 'In this article' })
    const firstEntry = toc.getByRole('link').first()
    const anchor = await firstEntry.getAttribute('href')
    await expect(page.locator(`h2${anchor}, h3${anchor}`)).toHaveCount(1)

    await expect(page.getByRole('heading', { name: 'Related articles' })).toBeVisible()
    await expect(page.locator('a[rel="prev"], a[rel="next"]').first()).toBeVisible()
    await expect(page.getByRole('link', { name: /^LinkedIn/ })).toHaveAttribute('href', /linkedin\.com/)
    await expect(page.locator('article a[href^="/blog/author/"]').first()).toBeVisible()
    await expect(page.locator('article a[href^="/blog/tag/"]').first()).toBeVisible()
  })
})

test.describe('feeds and crawlers', () => {
  test('sitemap lists every published post and archive with lastmod', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    expect(xml.match(/<url>/g)!.length).toBeGreaterThan(totalPosts + seedCategories.length)
    expect(xml).toContain('/blog/category/youtube-seo</loc>')
    expect(xml).toContain('<lastmod>')
    expect(xml).not.toContain('youtube-trends-report-2027')
  })

  test('robots.txt points at the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text()
    expect(text).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap.xml/)
    expect(text).toContain('Disallow: /admin')
  })

  test('the RSS feed is well-formed and lists the newest posts', async ({ request, page }) => {
    const response = await request.get('/blog/feed.xml')
    expect(response.headers()['content-type']).toContain('application/rss+xml')
    const xml = await response.text()
    await page.setContent('<p></p>')
    const parsed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml')
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        items: doc.querySelectorAll('item').length,
        title: doc.querySelector('channel > title')?.textContent,
      }
    }, xml)
    expect(parsed.error).toBeNull()
    expect(parsed.items).toBe(Math.min(totalPosts, 50))
    expect(parsed.title).toBe('TubeLift blog')
  })
})

test.describe('search', () => {
  test('finds posts by words in their text and says when nothing matches', async ({ page }) => {
    await page.goto('/blog')
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('thumbnail')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/blog\/search\?q=thumbnail/)
    await expect(page.getByRole('heading', { name: /\d+ results? for “thumbnail”/ })).toBeVisible()
    expect(await page.locator('article').count()).toBeGreaterThan(0)

    await page.goto('/blog/search?q=zzqxv-nothing')
    await expect(page.getByText('No articles match')).toBeVisible()
  })
})

test.describe('site pages', () => {
  test('home introduces the tools, the promotion offer and the latest posts', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    for (const name of ['Keyword explorer', 'SEO analyzer', 'Thumbnail downloader', 'Thumbnail maker']) {
      await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(page.getByRole('link', { name: 'See services and pricing' })).toHaveAttribute('href', '/all-services')
    await expect(page.getByRole('heading', { name: 'Latest from the blog' })).toBeVisible()
    await expect(page.locator('main article')).toHaveCount(3)
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy')
  })

  test('legal pages render the staff-edited text', async ({ page }) => {
    for (const [path, heading] of [
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms-of-service', 'Terms of Service'],
    ]) {
      await page.goto(path!)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(heading!, 'i'))
      await expect(page.getByText(/Effective/)).toBeVisible()
    }
  })

  // Every page's first load is scanned by every-page.spec.ts; this is a post reached through the blog's link.
  test('a post page has no accessibility violations', async ({ page }) => {
    await page.goto('/blog')
    const link = page.getByRole('region', { name: 'Articles' }).locator('article h3 a').first()
    const href = (await link.getAttribute('href'))!
    await link.click()
    // A client-side navigation: the post's metadata streams in after its content, so wait for the
    // post's canonical link and a title before checking the page as a reader would find it.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${href}$`))
    await expect(page).toHaveTitle(/\S/)
    await expectNoAxeViolations(page)
  })
})
