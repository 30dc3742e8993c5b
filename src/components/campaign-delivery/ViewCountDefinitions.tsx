import { VIEW_COUNTS, type ViewCount } from '@/tools/campaign-delivery/view-counts'

/** "Which count is which", in plain words, for the figures a page shows. */
export function ViewCountDefinitions({ counts, title = 'Which count is which' }: { counts: ViewCount[]; title?: string }) {
  return (
    <details className="rounded-2xl border border-border bg-card p-5 text-sm print:border-0 print:p-0" open>
      <summary className="cursor-pointer font-bold">{title}</summary>
      <dl className="mt-3 flex flex-col gap-2">
        {counts.map((count) => (
          <div key={count}>
            <dt className="font-semibold">{VIEW_COUNTS[count].name}</dt>
            <dd className="text-muted">{VIEW_COUNTS[count].meaning}</dd>
          </div>
        ))}
      </dl>
    </details>
  )
}
