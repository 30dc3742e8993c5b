import Link from 'next/link'

import type { Term } from '@/lib/data/taxonomy'

/**
 * The chips' look is set once on the list rather than on each link: with a few hundred categories
 * (the benchmark's data set has 200), one class list per chip was a quarter of `/blog`'s HTML, and
 * again of its React Server Components payload, all of it parsed on the phone before the page responds.
 */
const chips =
  'flex flex-wrap gap-2 [&_a]:inline-flex [&_a]:h-9 [&_a]:items-center [&_a]:rounded-full [&_a]:border [&_a]:border-border [&_a]:px-4 [&_a]:text-sm [&_a]:font-medium [&_a:hover]:border-accent [&_a:hover]:text-accent-text'

export function CategoryNav({ categories }: { categories: Pick<Term, 'id' | 'title' | 'slug'>[] }) {
  if (!categories.length) return null
  return (
    <nav aria-label="Categories" className="mt-8">
      <ul className={chips}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link href={`/blog/category/${category.slug}`}>{category.title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
