import { beforeAll, describe, expect, it } from 'vitest'

import { slugify } from '@/lib/slug'
import { markdownImages, markdownToLexical } from '@/seed/lexical'
import { loadArticles, loadCatalogue, loadLegalPage, loadTaxonomy, type SeedArticle } from '@/seed/load'

// Parsing every article takes about half a second: once for the file.
let articles: SeedArticle[]
beforeAll(async () => {
  articles = await loadArticles()
})

describe('seed content files', () => {
  it('give every article known taxonomy, a distinct slug and date, and content the converter accepts', async () => {
    const taxonomy = await loadTaxonomy()
    expect(articles.length).toBeGreaterThanOrEqual(40)
    const known = (list: { slug: string }[]) => new Set(list.map((item) => item.slug))
    const [authors, categories, tags] = [known(taxonomy.authors), known(taxonomy.categories), known(taxonomy.tags)]
    for (const article of articles) {
      expect(authors, article.title).toContain(article.author)
      expect(categories, article.title).toContain(article.category)
      for (const tag of article.tags) expect(tags, article.title).toContain(tag)
      const images = markdownImages(article.body)
      expect(
        () =>
          markdownToLexical(
            article.body,
            images.map((_, index) => index + 1),
          ),
        article.title,
      ).not.toThrow()
    }
    expect(new Set(articles.map((article) => slugify(article.title))).size).toBe(articles.length)
    expect(new Set(articles.map((article) => article.publishedDaysAgo)).size).toBe(articles.length)
  })

  it('load oldest first, so post ids follow publication dates', () => {
    const days = articles.map((article) => article.publishedDaysAgo)
    expect(days).toEqual([...days].sort((a, b) => b - a))
  })

  it('read the legal pages and the catalogue', async () => {
    const privacy = await loadLegalPage('privacy-policy')
    expect(privacy).toMatchObject({ title: 'Privacy Policy', effectiveDate: '2026-11-26' })
    expect(markdownToLexical(privacy.body, []).root.children.length).toBeGreaterThan(10)
    const { services, demoOrders } = await loadCatalogue()
    for (const order of demoOrders) {
      expect(services.find((service) => service.slug === order.service)?.packages.map((pkg) => pkg.name)).toContain(order.package)
    }
  })
})
