/** Posts per page on every blog listing and archive. */
export const PAGE_SIZE = 12

export type PageParam = { kind: 'first' } | { kind: 'page'; page: number } | { kind: 'invalid' }

/**
 * Reads the `{page}` route segment. "1" is the unpaginated URL (the route redirects it), anything
 * that is not a whole number from 2 up ("0", "-1", "2.5", "02", "abc") is not a page at all.
 */
export function parsePageParam(raw: string): PageParam {
  if (!/^[1-9]\d{0,5}$/.test(raw)) return { kind: 'invalid' }
  const page = Number(raw)
  return page === 1 ? { kind: 'first' } : { kind: 'page', page }
}

export function totalPages(totalItems: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(totalItems / pageSize))
}

/** "/blog" + 1 -> "/blog", "/blog" + 3 -> "/blog/page/3". */
export function pageHref(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}/page/${page}`
}

export type PageLink = { page: number; href: string; current: boolean } | { gap: true; key: string }

/** Page numbers to show: first, last, and a window around the current page, with gaps between. */
export function paginationLinks(hrefFor: (page: number) => string, current: number, pages: number, window = 1): PageLink[] {
  const wanted = new Set<number>([1, pages])
  for (let p = current - window; p <= current + window; p++) if (p >= 1 && p <= pages) wanted.add(p)
  const sorted = [...wanted].sort((a, b) => a - b)
  const links: PageLink[] = []
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1]
    if (previous !== undefined && page - previous > 1) links.push({ gap: true, key: `gap-${previous}` })
    links.push({ page, href: hrefFor(page), current: page === current })
  })
  return links
}
