import Link from 'next/link'

import { buttonClass } from '@/components/ui/button'
import { formatDateTime } from '@/lib/format'
import type { RankTracker } from '@/lib/data/rank-tracking'
import { changeRankKeywordAction } from '@/lib/services/rank-tracking/actions'

import { RankChart } from './RankChart'

const placeText = (position: RankTracker['position']) =>
  position === undefined ? 'Not checked yet' : position === null ? 'Not in the top 50' : `#${position}`

function changeText(change: number | null): string {
  if (change === null) return ''
  if (change === 0) return 'no change since the last check'
  return change > 0 ? `up ${change} since the last check` : `down ${-change} since the last check`
}

/** Why a keyword's numbers may be old: its channel is disconnected or needs reconnecting, or the day's checks fell behind. */
function statusNote(tracker: RankTracker): string | null {
  if (tracker.paused === 'disconnected') return 'Paused: the channel is disconnected. Connect it again to resume tracking.'
  if (tracker.paused === 'reconnect') return 'Paused: the channel needs reconnecting on your channel page.'
  if (tracker.behind)
    return 'Tracking is behind: today’s search quota ran out before this keyword’s check. It is checked as soon as quota allows.'
  return null
}

/** One tracked keyword: where the video stands, how it moved, when it is checked, its chart, and its actions. */
export function RankTrackerCard({ tracker, back, showVideo }: { tracker: RankTracker; back: string; showVideo: boolean }) {
  const note = statusNote(tracker)
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="text-base font-bold break-words">“{tracker.keyword}”</h3>
        <p className="text-2xl font-bold">
          <span className="sr-only">Position: </span>
          {placeText(tracker.position)}
        </p>
      </div>
      {showVideo ? (
        <p className="text-sm break-words">
          <Link href={`/dashboard/channel/audit/${tracker.videoId}`} className="font-semibold text-accent-text hover:underline">
            {tracker.videoTitle}
          </Link>
        </p>
      ) : null}
      <p className="text-sm text-muted">
        {changeText(tracker.change) ? <span className="font-semibold text-fg">{changeText(tracker.change)} · </span> : null}
        {tracker.lastCheckedAt ? `last checked ${formatDateTime(tracker.lastCheckedAt)}` : 'first check within the hour'}
        {tracker.paused ? null : ` · next check about ${formatDateTime(tracker.nextCheckAt)}`}
      </p>
      {note ? (
        <p role="status" className="rounded-lg border border-border bg-bg-subtle px-3 py-2 text-sm">
          {note}
        </p>
      ) : null}
      {tracker.history.length > 0 ? <RankChart keyword={tracker.keyword} points={tracker.history} /> : null}
      <div className="flex flex-wrap gap-2">
        <form action={changeRankKeywordAction}>
          <input type="hidden" name="tracker" value={tracker.id} />
          <input type="hidden" name="back" value={back} />
          <input type="hidden" name="alerts" value={tracker.alerts ? 'off' : 'on'} />
          <button type="submit" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
            {tracker.alerts ? 'Turn off top-10 emails' : 'Email me on top-10 changes'}
          </button>
        </form>
        <form action={changeRankKeywordAction}>
          <input type="hidden" name="tracker" value={tracker.id} />
          <input type="hidden" name="back" value={back} />
          <button
            type="submit"
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
            aria-label={`Stop tracking “${tracker.keyword}”`}
          >
            Stop tracking
          </button>
        </form>
      </div>
    </li>
  )
}
