import type { SeoReport } from '@/tools/seo-analyzer/types'

/** The checks a fix to the snippet can mend: title, description and tags. */
const EDITABLE_CATEGORIES = new Set(['title', 'description', 'tags', 'hashtags', 'chapters', 'keyword'])

/** The analyzer's suggestions for what the edit form changes, most important first. */
export function SnippetSuggestions({ report }: { report: SeoReport }) {
  const suggestions = report.checks
    .filter((check) => check.status !== 'pass' && check.fix && EDITABLE_CATEGORIES.has(check.category))
    .sort((a, b) => b.weight - a.weight)
  if (suggestions.length === 0) return <p className="text-sm text-muted">The title, description and tags pass every check.</p>
  return (
    <section aria-labelledby="snippet-suggestions-title" className="flex flex-col gap-2">
      <h2 id="snippet-suggestions-title" className="text-lg font-bold">
        Suggested fixes
      </h2>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
        {suggestions.map((check) => (
          <li key={check.id}>
            <span className="font-semibold">{check.label}:</span> {check.fix}
          </li>
        ))}
      </ul>
    </section>
  )
}
