import { FormAlert } from '@/components/forms/FormAlert'
import { buttonClass } from '@/components/ui/button'
import type { ThumbnailChangeSummary } from '@/lib/data/thumbnail-changes'
import { formatDateTime } from '@/lib/format'
import { undoThumbnailAction } from '@/lib/services/channel/thumbnail-actions'
import type { ChannelNotice } from '@/tools/channel/notices'
import { CHANNEL_NOTICES } from '@/tools/channel/notices'

/**
 * The video's thumbnails set from the thumbnail maker in the last 30 days, with the one each replaced;
 * the newest set one can be put back in one click (decision 022).
 */
export function ThumbnailHistory({
  videoId,
  changes,
  notice,
}: {
  videoId: string
  changes: ThumbnailChangeSummary[]
  notice: ChannelNotice | null
}) {
  const newestApplied = changes.find((change) => change.status === 'applied')
  return (
    <section aria-labelledby="thumbnail-history-title" className="flex flex-col gap-2">
      <h2 id="thumbnail-history-title" className="text-lg font-bold">
        Thumbnails set from TubeLift
      </h2>
      {notice ? <FormAlert tone={CHANNEL_NOTICES[notice].tone}>{CHANNEL_NOTICES[notice].text}</FormAlert> : null}
      {changes.length === 0 ? (
        <p className="text-sm text-muted">
          None yet. Set a thumbnail from the thumbnail maker: it is listed here for 30 days with the one it replaced.
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {changes.map((change) => (
            <li key={change.id} className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-card px-4 py-3">
              {/* eslint-disable-next-line @next/next/no-img-element -- a private image of the owner's, served by our own route */}
              <img
                src={`/api/thumbnail-changes/${change.id}/after`}
                alt="The thumbnail set"
                width={160}
                height={90}
                className="aspect-video w-40 rounded-md bg-bg-subtle object-cover"
              />
              <p className="min-w-0 flex-1 text-sm">
                <span className="font-semibold">{change.status === 'undone' ? 'Set, then put back' : 'Set on YouTube'}</span>{' '}
                <span className="text-muted">
                  {change.status === 'undone'
                    ? `· set ${formatDateTime(change.appliedAt)}, put back ${formatDateTime(change.undoneAt)}`
                    : `· set ${formatDateTime(change.appliedAt)}`}
                </span>
              </p>
              {change.id === newestApplied?.id ? (
                <form action={undoThumbnailAction}>
                  <input type="hidden" name="change" value={change.id} />
                  <input type="hidden" name="videoId" value={videoId} />
                  <button type="submit" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
                    Put back the previous thumbnail
                  </button>
                </form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
