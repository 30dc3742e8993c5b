import type { Heading } from '@/lib/blog/lexical'
import { cx } from '@/lib/cx'

export function TableOfContents({ headings }: { headings: Heading[] }) {
  if (headings.length < 2) return null
  return (
    <nav aria-labelledby="toc-title" className="rounded-2xl border border-border bg-bg-subtle p-5">
      <h2 id="toc-title" className="text-sm font-semibold uppercase tracking-wide text-muted">
        In this article
      </h2>
      <ol className="mt-3 space-y-2 text-[0.95rem]">
        {headings.map((heading) => (
          <li key={heading.id} className={cx(heading.level === 3 && 'pl-4')}>
            <a href={`#${heading.id}`} className="text-fg hover:text-accent-text hover:underline">
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
