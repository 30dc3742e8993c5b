import Link from 'next/link'

import { cx } from '@/lib/cx'
import type { Term } from '@/lib/data/blog/taxonomy'

/**
 * The chips' look is set once on the list rather than on each link: with a few hundred categories
 * (the benchmark's data set has 200), one class list per chip was a quarter of `/blog`'s HTML, and
 * again of its React Server Components payload, all of it parsed on the phone before the page responds.
 */
const chips =
  'flex flex-wrap gap-2 [&_a]:inline-flex [&_a]:h-9 [&_a]:items-center [&_a]:rounded-full [&_a]:border [&_a]:border-border [&_a]:px-4 [&_a]:text-sm [&_a]:font-medium [&_a:hover]:border-accent [&_a:hover]:text-accent-text'

/** A blog with up to this many categories shows them all; one with more shows the first `SHOWN` and folds the rest. */
const SHOWN_ALL_UP_TO = 16
const SHOWN = 12

/** One row on a phone; the padding keeps the focus ring of the first and last chip inside the scroller. */
const phoneRow = 'max-sm:-mx-1 max-sm:flex-nowrap max-sm:overflow-x-auto max-sm:p-1 max-sm:[&_li]:shrink-0'

type Category = Pick<Term, 'id' | 'title' | 'slug'>

function Chips({ categories, className }: { categories: Category[]; className?: string }) {
  return (
    <ul className={cx(chips, className)}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link href={`/blog/category/${category.slug}`}>{category.title}</Link>
        </li>
      ))}
    </ul>
  )
}

/**
 * The blog's categories as chips. Past a handful they would fill a phone's first screen and push
 * the articles out of sight, so the rest wait behind a native disclosure: no script, opens with the
 * keyboard, and every link stays in the HTML for crawlers. On a phone the first chips are one row
 * that scrolls sideways on its own, as YouTube's topic chips do, instead of a wall of wrapped names.
 */
export function CategoryNav({ categories }: { categories: Category[] }) {
  if (!categories.length) return null
  const shown = categories.length > SHOWN_ALL_UP_TO ? categories.slice(0, SHOWN) : categories
  const folded = categories.slice(shown.length)
  return (
    <nav aria-label="Categories" className="mt-8">
      <Chips categories={shown} className={phoneRow} />
      {folded.length ? (
        <details className="group mt-3">
          <summary className="-mx-2 inline-flex h-9 cursor-pointer items-center rounded-full px-2 text-sm font-semibold text-accent-text hover:underline">
            <span className="group-open:hidden">Show {folded.length} more categories</span>
            <span className="hidden group-open:inline">Show fewer categories</span>
          </summary>
          <Chips categories={folded} className="mt-2" />
        </details>
      ) : null}
    </nav>
  )
}
