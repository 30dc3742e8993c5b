import { describe, expect, it } from 'vitest'

import { buildRssFeed, escapeXml } from '@/lib/blog/feed'

describe('RSS feed', () => {
  it('escapes XML special characters', () => {
    expect(escapeXml(`Tom & Jerry's <"best">`)).toBe('Tom &amp; Jerry&apos;s &lt;&quot;best&quot;&gt;')
  })

  it('builds a channel with a self link and one item per post', () => {
    const xml = buildRssFeed({
      title: 'Blog',
      description: 'Guides',
      siteUrl: 'https://tubelift.dev/blog',
      feedUrl: 'https://tubelift.dev/blog/feed.xml',
      items: [{ title: 'A & B', url: 'https://tubelift.dev/blog/a-b', description: 'x < y', publishedAt: '2026-11-01T09:00:00.000Z' }],
    })
    expect(xml).toContain('<atom:link href="https://tubelift.dev/blog/feed.xml" rel="self" type="application/rss+xml"/>')
    expect(xml).toContain('<title>A &amp; B</title>')
    expect(xml).toContain('<description>x &lt; y</description>')
    expect(xml).toContain('<pubDate>Sun, 01 Nov 2026 09:00:00 GMT</pubDate>')
    expect(xml.match(/<item>/g)).toHaveLength(1)
  })
})
