import type { RankTracker } from '@/lib/data/rank-tracking'

import { RankKeywordForm } from './RankKeywordForm'
import { RankTrackerCard } from './RankTrackerCard'

type Props = {
  trackers: RankTracker[]
  videos: { videoId: string; title: string }[]
  limit: number
  /** How many keywords the account tracks in all (the page may show one video's). */
  tracked: number
  back: string
  /** On a video's page, the cards leave out the video they are all for. */
  forVideo?: boolean
}

/** Tracked keywords with their positions, and the form adding one (decision 023). */
export function RankTracking({ trackers, videos, limit, tracked, back, forVideo = false }: Props) {
  return (
    <section aria-labelledby="rank-tracking-title" className="flex flex-col gap-3">
      <h2 id="rank-tracking-title" className="text-lg font-bold">
        {forVideo ? 'Rank tracking' : 'Tracked keywords'}
      </h2>
      <p className="text-sm text-muted">
        Each keyword is searched on YouTube once a day; you see where the video stands in the first 50 results, and get an email when it
        enters or leaves the top 10.
      </p>
      {trackers.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border px-4 py-6 text-center text-sm text-muted">
          No keywords tracked yet. Add the searches you want {forVideo ? 'this video' : 'your videos'} to be found by.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {trackers.map((tracker) => (
            <RankTrackerCard key={tracker.id} tracker={tracker} back={back} showVideo={!forVideo} />
          ))}
        </ul>
      )}
      {videos.length > 0 ? <RankKeywordForm videos={videos} limit={limit} tracked={tracked} /> : null}
    </section>
  )
}
