import { buildRssFeed } from '@/lib/blog/feed'
import { listAllPublishedPosts } from '@/lib/data/blog/posts'
import { apiRoute } from '@/lib/services/api'
import { absoluteUrl, site } from '@/lib/site'

/** The 50 latest articles as RSS 2.0, read by feed readers and newsletter tools. */
export const GET = apiRoute(
  async () => {
    const posts = (await listAllPublishedPosts()).slice(0, 50)
    const xml = buildRssFeed({
      title: `${site.name} blog`,
      description: 'Guides to growing a YouTube channel: SEO, thumbnails, analytics, Shorts, monetization and promotion.',
      siteUrl: absoluteUrl('/blog'),
      feedUrl: absoluteUrl('/blog/feed.xml'),
      items: posts.map((post) => ({
        title: post.title,
        url: absoluteUrl(`/blog/${post.slug}`),
        description: post.excerpt,
        publishedAt: post.publishedAt ?? post.updatedAt,
      })),
    })
    return new Response(xml, {
      headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=300' },
    })
  },
  { auth: 'none', limit: 'none', maxBodyBytes: 0 },
)
