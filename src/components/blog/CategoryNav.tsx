import { Link } from '@/components/ui/Link'
import type { Term } from '@/lib/data/taxonomy'

export function CategoryNav({ categories }: { categories: Pick<Term, 'id' | 'title' | 'slug'>[] }) {
  if (!categories.length) return null
  return (
    <nav aria-label="Categories" className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {categories.map((category) => (
          <li key={category.id}>
            <Link href={`/blog/category/${category.slug}`} className="inline-flex h-9 items-center rounded-full border border-border px-4 text-sm font-medium hover:border-accent hover:text-accent-text">
              {category.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
