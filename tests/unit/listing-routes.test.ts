import { describe, expect, it } from 'vitest'

import { listingRoute } from '@/lib/listing-routes'

describe('listingRoute', () => {
  it('serves unpaginated listings from their first page', () => {
    expect(listingRoute('/blog')).toEqual({ rewrite: '/blog/page/1' })
    expect(listingRoute('/blog/')).toEqual({ rewrite: '/blog/page/1' })
    expect(listingRoute('/blog/category/youtube-seo')).toEqual({ rewrite: '/blog/category/youtube-seo/page/1' })
    expect(listingRoute('/blog/author/maya-okafor')).toEqual({ rewrite: '/blog/author/maya-okafor/page/1' })
    expect(listingRoute('/blog/tag/shorts')).toEqual({ rewrite: '/blog/tag/shorts/page/1' })
  })

  it('sends /page/1 to the unpaginated URL', () => {
    expect(listingRoute('/blog/page/1')).toEqual({ redirect: '/blog' })
    expect(listingRoute('/blog/tag/shorts/page/1')).toEqual({ redirect: '/blog/tag/shorts' })
  })

  it('leaves every other URL alone', () => {
    for (const path of ['/', '/blog/page/2', '/blog/some-post', '/blog/tag/shorts/page/3', '/blog/search', '/blog/tag', '/blog/feed.xml', '/blogs']) {
      expect(listingRoute(path)).toBeNull()
    }
  })
})
