import { apiJson, bearerToken, type FakeRequest, type Reply } from '../core/http'
import { NEEDS } from '../core/scopes'
import type { WorldVideo } from '../core/types'
import type { FakeContext } from '../state/context'
import { identify, loginRequired, requireScope } from '../youtube/caller'

import { bySource, daysBetween, figures, organicViews, type DayFigures } from './daily'
import { METRICS, parseQuery, type Dimension, type Metric, type ReportQuery } from './query'

/**
 * youtubeanalytics.googleapis.com/v2/reports (reports.query): `columnHeaders` (dimensions first,
 * then metrics, in the order asked) and `rows`, made up deterministically from the channel's
 * uploads (analytics/daily.ts) plus the ad views a test gave a video. Needs yt-analytics.readonly.
 * As the API documents, `rows` is left out when there is no data.
 */

export type ColumnHeader = { name: string; columnType: 'DIMENSION' | 'METRIC'; dataType: 'STRING' | 'INTEGER' | 'FLOAT' }

export type ResultTable = { kind: 'youtubeAnalytics#resultTable'; columnHeaders: ColumnHeader[]; rows?: (string | number)[][] }

type Bucket = DayFigures & { durationViews: number }

const EMPTY: Bucket = {
  views: 0,
  engagedViews: 0,
  estimatedMinutesWatched: 0,
  watchSeconds: 0,
  subscribersGained: 0,
  subscribersLost: 0,
  likes: 0,
  comments: 0,
  shares: 0,
  durationViews: 0,
}

function add(bucket: Bucket, part: DayFigures, video: WorldVideo): void {
  for (const key of Object.keys(part) as (keyof DayFigures)[]) bucket[key] += part[key]
  bucket.durationViews += part.views * video.durationSeconds
}

/** Every (dimension values, figures) part of one video on one day. */
function parts(video: WorldVideo, day: string, query: ReportQuery, ctx: FakeContext): [string[], DayFigures][] {
  const organic = organicViews(video, day)
  const ads = ctx.adViews.get(video.id)?.get(day) ?? 0
  const value = (dimension: Dimension, source: string) => (dimension === 'day' ? day : dimension === 'video' ? video.id : source)
  if (!query.dimensions.includes('insightTrafficSourceType'))
    return [[query.dimensions.map((d) => value(d, '')), figures(video, day, organic, ads)]]
  const sources: [string, DayFigures][] = [...bySource(video, organic)].map(([source, views]) => [source, figures(video, day, views, 0)])
  if (ads > 0) sources.push(['ADVERTISING', figures(video, day, 0, ads)])
  return sources.map(([source, part]) => [query.dimensions.map((d) => value(d, source)), part])
}

function metricValue(bucket: Bucket, metric: Metric): number {
  if (metric === 'averageViewDuration') return bucket.views ? Math.round(bucket.watchSeconds / bucket.views) : 0
  if (metric === 'averageViewPercentage')
    return bucket.durationViews ? Math.round((10_000 * bucket.watchSeconds) / bucket.durationViews) / 100 : 0
  return bucket[metric]
}

function tableRows(query: ReportQuery, ctx: FakeContext): (string | number)[][] {
  const buckets = new Map<string, { key: string[]; bucket: Bucket }>()
  const days = query.first <= query.last ? daysBetween(query.first, query.last) : []
  if (query.dimensions.includes('day')) for (const day of days) buckets.set(day, { key: [day], bucket: { ...EMPTY } })
  for (const video of query.videos) {
    for (const day of days) {
      for (const [key, part] of parts(video, day, query, ctx)) {
        const id = key.join('|')
        const entry = buckets.get(id) ?? { key, bucket: { ...EMPTY } }
        add(entry.bucket, part, video)
        buckets.set(id, entry)
      }
    }
  }
  // Day rows are there even when nothing was watched; other rows only where something was.
  const kept = [...buckets.values()].filter(
    ({ key, bucket }) => bucket.views > 0 || (query.dimensions.length === 1 && query.dimensions[0] === 'day' && key.length === 1),
  )
  if (query.dimensions.length === 0 && days.length > 0 && kept.length === 0) kept.push({ key: [], bucket: { ...EMPTY } })
  const rows = kept.map(({ key, bucket }) => [...key, ...query.metrics.map((metric) => metricValue(bucket, metric))])
  return sortRows(rows, query)
}

function sortRows(rows: (string | number)[][], query: ReportQuery): (string | number)[][] {
  const columns = [...query.dimensions, ...query.metrics] as string[]
  const order = query.sort.length > 0 ? query.sort : query.dimensions.map((field) => ({ field, descending: false }))
  const sorted = [...rows].sort((a, b) => {
    for (const { field, descending } of order) {
      const i = columns.indexOf(field)
      const [x, y] = [a[i] ?? '', b[i] ?? '']
      if (x !== y) return (x < y ? -1 : 1) * (descending ? -1 : 1)
    }
    return 0
  })
  const from = Math.max(0, query.startIndex - 1)
  return sorted.slice(from, query.maxResults === undefined ? undefined : from + query.maxResults)
}

/** GET /v2/reports?ids=channel==MINE&startDate=…&endDate=…&metrics=…[&dimensions=…][&filters=video==…][&sort=…] */
export function reportsQuery(request: FakeRequest, ctx: FakeContext): Reply {
  if (!bearerToken(request)) return loginRequired()
  const caller = identify(request, ctx, { keyAllowed: false })
  if (!('kind' in caller)) return caller
  const scopeError = requireScope(caller, NEEDS.analyticsRead, 'youtubeanalytics.googleapis.com', 'youtube.analytics.v2.Reports.Query')
  if (scopeError) return scopeError
  const query = parseQuery(request.query, caller.kind === 'user' ? caller.mine : [], ctx)
  if (!('channel' in query)) return query
  const columnHeaders: ColumnHeader[] = [
    ...query.dimensions.map((name): ColumnHeader => ({ name, columnType: 'DIMENSION', dataType: 'STRING' })),
    ...query.metrics.map((name): ColumnHeader => ({ name, columnType: 'METRIC', dataType: METRICS[name] })),
  ]
  const rows = tableRows(query, ctx)
  const body: ResultTable = { kind: 'youtubeAnalytics#resultTable', columnHeaders, ...(rows.length > 0 ? { rows } : {}) }
  return apiJson(200, body)
}
