import type { SnippetFieldChange } from '@/tools/channel/snippet'

const LABELS = { title: 'Title', description: 'Description', tags: 'Tags' } as const

/** What a change replaces, field by field: what is live now and what it becomes. */
export function SnippetDiff({ changes, beforeLabel }: { changes: SnippetFieldChange[]; beforeLabel: string }) {
  return (
    <dl className="flex flex-col gap-4">
      {changes.map((change) => (
        <div key={change.field} className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4">
          <dt className="font-bold">{LABELS[change.field]}</dt>
          <dd className="grid gap-2 md:grid-cols-2">
            <div className="min-w-0 rounded-lg bg-danger-soft p-3">
              <p className="text-xs font-semibold uppercase text-danger">{beforeLabel}</p>
              <p className="whitespace-pre-wrap break-words text-sm">
                <del className="no-underline">{change.before || '(empty)'}</del>
              </p>
            </div>
            <div className="min-w-0 rounded-lg bg-success-soft p-3">
              <p className="text-xs font-semibold uppercase text-success">After</p>
              <p className="whitespace-pre-wrap break-words text-sm">
                <ins className="no-underline">{change.after || '(empty)'}</ins>
              </p>
            </div>
          </dd>
        </div>
      ))}
    </dl>
  )
}
