import Link from 'next/link'

import type { AdAnalytics } from '@/lib/campaign-delivery/ad-analytics'
import { comparisonDays, explainDifference, FINAL_AFTER_DAYS } from '@/tools/campaign-delivery/ad-analytics'
import { VIEW_COUNTS } from '@/tools/campaign-delivery/view-counts'
import type { ChartDay } from '@/tools/campaign-delivery/progress'

const n = (value: number | null | undefined) => (value === null || value === undefined ? '–' : value.toLocaleString('en-US'))

/**
 * Per campaign day: the views the ad report delivered, what YouTube Analytics itself counted from
 * ads (traffic source "Advertising") and what the public counter did, with the difference in words.
 * Without a connected channel that owns the video: what connecting would add, and the way to do it.
 */
export function AdAnalyticsComparison({ analytics, days }: { analytics: AdAnalytics; days: ChartDay[] }) {
  return (
    <section aria-labelledby="ad-analytics-title" className="flex flex-col gap-3">
      <h2 id="ad-analytics-title" className="text-lg font-bold">
        {VIEW_COUNTS.analyticsAds.name}
      </h2>
      {analytics.kind === 'no-channel' ? (
        <div className="rounded-lg border border-dashed border-border-strong bg-bg-subtle px-4 py-5">
          <p>
            Connect the YouTube channel that owns this video to add YouTube’s own count of the views that came from the ads, day by day,
            beside the ad report: the check that does not depend on us.
          </p>
          <Link href="/dashboard/channel" className="mt-2 inline-block font-semibold text-accent-text hover:underline print:hidden">
            Connect your channel
          </Link>
        </div>
      ) : analytics.kind === 'unavailable' ? (
        <p className="rounded-lg border border-border bg-bg-subtle px-4 py-3">{analytics.message}</p>
      ) : (
        <AnalyticsDays analytics={analytics} days={days} />
      )}
    </section>
  )
}

function AnalyticsDays({ analytics, days }: { analytics: Extract<AdAnalytics, { kind: 'rows' }>; days: ChartDay[] }) {
  const shown = comparisonDays(days, analytics.days)
  if (shown.length === 0)
    return (
      <p className="text-muted">
        YouTube Analytics has no figures for the campaign’s days yet: it adds each day two to {FINAL_AFTER_DAYS} days later.
      </p>
    )
  return (
    <>
      <p className="text-sm text-muted">
        YouTube Analytics lags: a day’s figures are final {FINAL_AFTER_DAYS} days later. Days in Pacific time, as YouTube counts them.
      </p>
      <ol className="grid gap-3 sm:grid-cols-2" aria-label="Ad views per day, three counts">
        {shown.map(({ day, delivered, publicChange, ads }) => (
          <li key={day} className="rounded-xl border border-border bg-card p-4 text-sm print:break-inside-avoid">
            <p className="flex flex-wrap items-center justify-between gap-2 font-semibold">
              <span>{day}</span>
              <span className={ads?.final ? 'text-success' : 'text-muted'}>{ads?.final ? 'Final' : 'Not final yet'}</span>
            </p>
            <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 tabular-nums">
              <dt>{VIEW_COUNTS.delivered.name}</dt>
              <dd className="text-right">{n(delivered)}</dd>
              <dt>YouTube: views from ads</dt>
              <dd className="text-right">{n(ads?.adViews)}</dd>
              <dt>YouTube: engaged views from ads</dt>
              <dd className="text-right">{n(ads?.adEngagedViews)}</dd>
              <dt>Public counter change</dt>
              <dd className="text-right">{publicChange === null ? '–' : `${publicChange >= 0 ? '+' : ''}${n(publicChange)}`}</dd>
            </dl>
            <p className="mt-2 text-muted">{explainDifference(delivered, ads)}</p>
          </li>
        ))}
      </ol>
    </>
  )
}
