import { EmptyState } from '@/components/blog/EmptyState'
import { formatDateTime } from '@/lib/format'
import type { DailyFigures } from '@/tools/channel/youtube-api'

import { AnalyticsTable } from './AnalyticsTable'
import { DailyChart } from './DailyChart'

/** The last 28 days from YouTube Analytics: three small charts and the same figures as a table. */
export function ChannelAnalytics({ days, fetchedAt }: { days: DailyFigures[]; fetchedAt?: string | null }) {
  return (
    <section aria-labelledby="analytics-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="analytics-title" className="text-lg font-bold">
          Last 28 days
        </h2>
        {fetchedAt ? <p className="text-sm text-muted">As of {formatDateTime(fetchedAt)}</p> : null}
      </div>
      {days.length ? (
        <>
          <div className="grid gap-3 sm:grid-cols-3">
            <DailyChart days={days} metric="views" label="Views" />
            <DailyChart days={days} metric="watchMinutes" label="Minutes watched" />
            <DailyChart days={days} metric="subscribersGained" label="Subscribers gained" />
          </div>
          <AnalyticsTable days={days} />
        </>
      ) : (
        <EmptyState
          title="No analytics yet"
          body="YouTube Analytics has no figures for these days yet. They usually appear within two days."
        />
      )}
    </section>
  )
}
