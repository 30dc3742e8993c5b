import { buttonClass } from '@/components/ui/button'
import { formatDateTime } from '@/lib/format'
import { undoSnippetAction } from '@/lib/services/channel/snippet-actions'
import type { SnippetChange } from '@/payload-types'
import { diffSnippet, type VideoSnippet } from '@/tools/channel/snippet'

const FIELD_NAMES = { title: 'title', description: 'description', tags: 'tags' } as const

/** The video’s fixes of the last 30 days; an applied one is undone in one click while YouTube still shows it as applied. */
export function SnippetHistory({ videoId, changes }: { videoId: string; changes: SnippetChange[] }) {
  return (
    <section aria-labelledby="snippet-history-title" className="flex flex-col gap-2">
      <h2 id="snippet-history-title" className="text-lg font-bold">
        Changes made from TubeLift
      </h2>
      {changes.length === 0 ? (
        <p className="text-sm text-muted">None yet. Fixes you apply are listed here for 30 days, each with an undo.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {changes.map((change) => {
            const fields = diffSnippet(change.before as VideoSnippet, change.after as VideoSnippet).map((item) => FIELD_NAMES[item.field])
            return (
              <li
                key={change.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-card px-4 py-3"
              >
                <p className="text-sm">
                  <span className="font-semibold">Changed the {fields.join(', ')}</span>{' '}
                  <span className="text-muted">
                    {change.status === 'undone'
                      ? `· applied ${formatDateTime(change.appliedAt)}, undone ${formatDateTime(change.undoneAt)}`
                      : `· applied ${formatDateTime(change.appliedAt)}`}
                  </span>
                </p>
                {change.status === 'applied' ? (
                  <form action={undoSnippetAction}>
                    <input type="hidden" name="change" value={change.id} />
                    <input type="hidden" name="videoId" value={videoId} />
                    <button type="submit" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
                      Undo
                    </button>
                  </form>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
