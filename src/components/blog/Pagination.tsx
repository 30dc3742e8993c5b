import Link from 'next/link'

import { cx } from '@/lib/cx'
import { paginationLinks } from '@/lib/blog/pagination'

/** Plain links, so crawlers and people without JavaScript page through the archive. */
type Props = {
  page: number
  totalPages: number
  /** The URL of a page: path segments for archives, a query string for search. */
  hrefFor: (page: number) => string
  label?: string
}

export function Pagination({ page, totalPages, hrefFor, label = 'Pagination' }: Props) {
  if (totalPages <= 1) return null
  const item = 'inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium'
  return (
    <nav aria-label={label} className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} rel="prev" className={cx(item, 'border-border hover:bg-bg-subtle')}>
          ← Newer
        </Link>
      ) : null}
      <ul className="flex flex-wrap items-center gap-2">
        {paginationLinks(hrefFor, page, totalPages).map((link) =>
          'gap' in link ? (
            <li key={link.key} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={link.page}>
              <Link
                href={link.href}
                aria-current={link.current ? 'page' : undefined}
                aria-label={`Page ${link.page}`}
                className={cx(item, link.current ? 'border-accent bg-accent text-accent-fg' : 'border-border hover:bg-bg-subtle')}
              >
                {link.page}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < totalPages ? (
        <Link href={hrefFor(page + 1)} rel="next" className={cx(item, 'border-border hover:bg-bg-subtle')}>
          Older →
        </Link>
      ) : null}
    </nav>
  )
}
