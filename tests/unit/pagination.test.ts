import { describe, expect, it } from 'vitest'

import { PAGE_SIZE, pageHref, paginationLinks, parsePageParam, totalPages } from '@/lib/blog/pagination'

describe('parsePageParam', () => {
  it('accepts whole numbers from 2 up as pages and 1 as the first page', () => {
    expect(parsePageParam('1')).toEqual({ kind: 'first' })
    expect(parsePageParam('2')).toEqual({ kind: 'page', page: 2 })
    expect(parsePageParam('340')).toEqual({ kind: 'page', page: 340 })
  })

  it.each(['0', '-1', '2.5', '02', 'abc', '', '1e3', '9999999', ' 2'])('refuses %j', (raw) => {
    expect(parsePageParam(raw)).toEqual({ kind: 'invalid' })
  })
})

describe('totalPages', () => {
  it('uses a page size of 12 and never reports fewer than one page', () => {
    expect(PAGE_SIZE).toBe(12)
    expect(totalPages(0)).toBe(1)
    expect(totalPages(12)).toBe(1)
    expect(totalPages(13)).toBe(2)
    expect(totalPages(44)).toBe(4)
  })
})

describe('pageHref', () => {
  it('links page 1 to the unpaginated URL', () => {
    expect(pageHref('/blog', 1)).toBe('/blog')
    expect(pageHref('/blog/tag/shorts', 3)).toBe('/blog/tag/shorts/page/3')
  })
})

describe('paginationLinks', () => {
  const href = (page: number) => pageHref('/blog', page)

  it('shows every page when there are few', () => {
    const links = paginationLinks(href, 2, 3)
    expect(links).toEqual([
      { page: 1, href: '/blog', current: false },
      { page: 2, href: '/blog/page/2', current: true },
      { page: 3, href: '/blog/page/3', current: false },
    ])
  })

  it('elides the middle of long runs around the current page', () => {
    const pages = paginationLinks(href, 10, 20).map((link) => ('gap' in link ? '…' : link.page))
    expect(pages).toEqual([1, '…', 9, 10, 11, '…', 20])
  })
})
