import type { FullPost } from '@/lib/data/blog/posts'
import { absoluteUrl, site } from '@/lib/site'

/** The article as schema.org's BlogPosting, for search engines' rich results. */
export function postJsonLd(post: FullPost) {
  const url = absoluteUrl(`/blog/${post.slug}`)
  const image = post.heroImage?.sizes?.og?.url ?? post.heroImage?.url
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: image ? [absoluteUrl(new URL(image, site.url).pathname)] : undefined,
    datePublished: post.publishedAt ?? undefined,
    dateModified: post.updatedAt,
    timeRequired: post.readingTime ? `PT${post.readingTime}M` : undefined,
    keywords: post.tags.map((tag) => tag.title).join(', ') || undefined,
    articleSection: post.categories[0]?.title,
    author: post.authors.map((author) => ({ '@type': 'Person', name: author.name, url: absoluteUrl(`/blog/author/${author.slug}`) })),
    publisher: { '@type': 'Organization', name: site.name, url: site.url, logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') } },
  }
}
