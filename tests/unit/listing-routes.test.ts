import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { describe, expect, it } from 'vitest'

import { LISTING_REDIRECTS, LISTING_REWRITES } from '@/lib/blog/listing-routes'

/** Where the first of `rules` that matches sends `pathname`, as Next's router matches them, or null. */
function destination(rules: { source: string; destination: string }[], pathname: string): string | null {
  for (const rule of rules) {
    const params = getPathMatch(rule.source)(pathname)
    if (params) return rule.destination.replace(/:(\w+)/g, (_, name: string) => String(params[name]))
  }
  return null
}

describe('listing routes', () => {
  it('serves unpaginated listings from their first page', () => {
    expect(destination(LISTING_REWRITES, '/blog')).toBe('/blog/page/1')
    expect(destination(LISTING_REWRITES, '/blog/category/youtube-seo')).toBe('/blog/category/youtube-seo/page/1')
    expect(destination(LISTING_REWRITES, '/blog/author/maya-okafor')).toBe('/blog/author/maya-okafor/page/1')
    expect(destination(LISTING_REWRITES, '/blog/tag/shorts')).toBe('/blog/tag/shorts/page/1')
  })

  it('sends /page/1 to the unpaginated URL', () => {
    expect(destination(LISTING_REDIRECTS, '/blog/page/1')).toBe('/blog')
    expect(destination(LISTING_REDIRECTS, '/blog/tag/shorts/page/1')).toBe('/blog/tag/shorts')
    expect(LISTING_REDIRECTS.every((rule) => rule.permanent)).toBe(true)
  })

  it('leaves every other URL alone', () => {
    for (const path of [
      '/',
      '/blog/page/2',
      '/blog/some-post',
      '/blog/tag/shorts/page/3',
      '/blog/search',
      '/blog/tag',
      '/blog/feed.xml',
      '/blogs',
      '/blog/series/x',
    ]) {
      expect(destination(LISTING_REWRITES, path)).toBeNull()
      expect(destination(LISTING_REDIRECTS, path)).toBeNull()
    }
  })
})
