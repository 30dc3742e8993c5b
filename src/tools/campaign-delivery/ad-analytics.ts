/**
 * YouTube Analytics' own count of a campaign's ad views, day by day, beside what the ad report
 * delivered and what the public counter did, with the difference said in words.
 */

import type { ChartDay } from './progress'

/** One Analytics row of the video: a day and traffic source (src/tools/youtube/analytics-api.ts reads them). */
export type TrafficDay = { day: string; source: string; views: number; engagedViews: number; minutesWatched: number }

/** Analytics lags: a day's figures are final this many days after it (YouTube says 2–3). */
export const FINAL_AFTER_DAYS = 3

export type AdAnalyticsDay = { day: string; adViews: number; adEngagedViews: number; adMinutes: number; allViews: number; final: boolean }

const DAY_MS = 24 * 60 * 60 * 1000

/** The day (YYYY-MM-DD) in Pacific time, in which Analytics' days end. */
export function pacificDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)
}

export const isFinalDay = (day: string, now: Date) => day <= pacificDay(new Date(now.getTime() - FINAL_AFTER_DAYS * DAY_MS))

const noViews = (day: string, final: boolean): AdAnalyticsDay => ({ day, adViews: 0, adEngagedViews: 0, adMinutes: 0, allViews: 0, final })

/** The days from `from` through the last final one, YYYY-MM-DD. */
function finalDaysSince(from: string, now: Date): string[] {
  const days: string[] = []
  for (let at = new Date(`${from}T12:00:00Z`); isFinalDay(at.toISOString().slice(0, 10), now); at = new Date(at.getTime() + DAY_MS))
    days.push(at.toISOString().slice(0, 10))
  return days
}

/**
 * Rows by (day, traffic source) → one row per day: the ADVERTISING figures and all sources' views.
 * Analytics sends no row for a day without views, so each final day since `from` without one is a
 * day YouTube counted none: it is listed as such, and final, rather than as still to come.
 */
export function adViewsByDay(rows: TrafficDay[], now: Date, from?: string): AdAnalyticsDay[] {
  const days = new Map<string, AdAnalyticsDay>(from ? finalDaysSince(from, now).map((day) => [day, noViews(day, true)]) : [])
  for (const row of rows) {
    const entry = days.get(row.day) ?? noViews(row.day, isFinalDay(row.day, now))
    entry.allViews += row.views
    if (row.source === 'ADVERTISING') {
      entry.adViews += row.views
      entry.adEngagedViews += row.engagedViews
      entry.adMinutes += row.minutesWatched
    }
    days.set(row.day, entry)
  }
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day))
}

export type ComparisonDay = { day: string; delivered: number | null; publicChange: number | null; ads: AdAnalyticsDay | undefined }

/**
 * The report's days: each campaign day of the chart, and each day YouTube counted ad views even when
 * nothing else is recorded for it yet (the ad report's import and the counter's snapshots lag Analytics).
 */
export function comparisonDays(chart: ChartDay[], analytics: AdAnalyticsDay[]): ComparisonDay[] {
  const ads = new Map(analytics.map((day) => [day.day, day]))
  const charted = new Map(chart.map((day) => [day.day, day]))
  const days = new Set([
    ...chart.filter((day) => day.phase === 'during').map((day) => day.day),
    ...analytics.filter((day) => day.adViews > 0).map((day) => day.day),
  ])
  return [...days].sort().map((day) => ({
    day,
    delivered: charted.get(day)?.delivered ?? null,
    publicChange: charted.get(day)?.publicChange ?? null,
    ads: ads.get(day),
  }))
}

const n = (value: number) => value.toLocaleString('en-US')

/** Why the ad report and YouTube's own count of ad views differ on a day, in one sentence. */
export function explainDifference(delivered: number | null, analytics: AdAnalyticsDay | undefined): string {
  if (!analytics) return delivered ? 'YouTube Analytics has no figures for this day yet.' : ''
  if (!analytics.final && delivered !== null && analytics.adViews < delivered)
    return 'Not final yet: YouTube Analytics is still counting this day.'
  if (delivered === null) return analytics.adViews ? 'YouTube counted ad views; the ad report for this day is not imported yet.' : ''
  const difference = analytics.adViews - delivered
  if (difference === 0) return 'Both counts agree.'
  if (difference > 0)
    return `YouTube counted ${n(difference)} more: it counts a view when playback starts, the ad report only after 30 seconds (or the whole ad) or a click.`
  return `YouTube counted ${n(-difference)} fewer: some ad views were on embedded players or filtered as invalid by YouTube, or are still being processed.`
}
