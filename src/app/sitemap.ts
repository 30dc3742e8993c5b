import type { MetadataRoute } from 'next'

import { listAllPublishedPosts } from '@/lib/data/blog/posts'
import { listArchives } from '@/lib/data/blog/taxonomy'
import { PAGE_SIZE, pageHref, totalPages } from '@/lib/blog/pagination'
import { absoluteUrl, tools } from '@/lib/site'

/** Rendered on request (and cached by tag), so the build never needs the database. */
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [posts, { categories, tags, authors }] = await Promise.all([listAllPublishedPosts(), listArchives()])
  const newest = posts[0]?.updatedAt
  const entry = (path: string, lastModified?: string | null): MetadataRoute.Sitemap[number] => ({
    url: absoluteUrl(path),
    lastModified: lastModified ?? undefined,
  })
  return [
    entry('/', newest),
    ...Array.from({ length: totalPages(posts.length, PAGE_SIZE) }, (_, i) => entry(pageHref('/blog', i + 1), newest)),
    ...posts.map((post) => entry(`/blog/${post.slug}`, post.updatedAt)),
    ...categories.map((category) => entry(`/blog/category/${category.slug}`, category.updatedAt)),
    ...tags.map((tag) => entry(`/blog/tag/${tag.slug}`, tag.updatedAt)),
    ...authors.map((author) => entry(`/blog/author/${author.slug}`, author.updatedAt)),
    ...tools.map((tool) => entry(`/${tool.slug}`)),
    entry('/promote-video'),
    entry('/all-services'),
    entry('/privacy-policy'),
    entry('/terms-of-service'),
  ]
}
