import { addDays, pacificDay } from '../core/determinism'
import { apiError, type Reply } from '../core/http'
import type { WorldChannel, WorldVideo } from '../core/types'
import type { FakeContext } from '../state/context'

/**
 * The parameters of a reports.query request, checked as the Analytics API checks them, with the
 * date range cut to the days that have data: YouTube Analytics lags, the last two days have none.
 */

export const METRICS = {
  views: 'INTEGER',
  engagedViews: 'INTEGER',
  estimatedMinutesWatched: 'INTEGER',
  averageViewDuration: 'INTEGER',
  averageViewPercentage: 'FLOAT',
  subscribersGained: 'INTEGER',
  subscribersLost: 'INTEGER',
  likes: 'INTEGER',
  comments: 'INTEGER',
  shares: 'INTEGER',
} as const

export type Metric = keyof typeof METRICS

export type Dimension = 'day' | 'insightTrafficSourceType' | 'video'

/** The dimension lists the fake supports, as comma-separated in the request. */
const REPORTS = ['', 'day', 'insightTrafficSourceType', 'day,insightTrafficSourceType', 'video']

/** What the traffic-source reports can measure. */
const TRAFFIC_SOURCE_METRICS: Metric[] = ['views', 'engagedViews', 'estimatedMinutesWatched', 'averageViewDuration']

/** Data lags: today and yesterday (Pacific time) have no rows yet. */
export const LAG_DAYS = 2

export type ReportQuery = {
  channel: WorldChannel
  videos: WorldVideo[]
  /** First and last day with data; `first > last` when the range has none. */
  first: string
  last: string
  metrics: Metric[]
  dimensions: Dimension[]
  sort: { field: string; descending: boolean }[]
  maxResults?: number
  startIndex: number
}

export const badRequest = (message: string) => apiError(400, message, { domain: 'global', reason: 'badRequest' }, { status: true })
const forbidden = () => apiError(403, 'Forbidden', { domain: 'global', reason: 'forbidden' }, { status: true })
const UNSUPPORTED =
  'The query is not supported. Check the documentation at https://developers.google.com/youtube/analytics/v2/available_reports for a list of supported queries.'

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** The channel `ids` names: channel==MINE (the token's channel, the first when it has several) or channel==UC…. */
function channelOf(ids: string, mine: string[], ctx: FakeContext): WorldChannel | Reply {
  const match = /^channel==(MINE|UC[\w-]{22})$/.exec(ids)
  if (!match)
    return badRequest(`Invalid value '${ids}'. Values must match the following regular expression: '(channel|contentOwner)==[^,]+'`)
  const id = match[1] === 'MINE' ? mine[0] : match[1]
  const channel = id && mine.includes(id) ? ctx.world.channels.get(id) : undefined
  return channel ?? forbidden()
}

function videosOf(filters: string | null, channel: WorldChannel, ctx: FakeContext): WorldVideo[] | Reply {
  const uploads = ctx.world.channelVideos(channel)
  if (!filters) return uploads
  const match = /^video==([\w-]{11}(?:,[\w-]{11})*)$/.exec(filters)
  if (!match?.[1]) return badRequest(UNSUPPORTED)
  const ids = match[1].split(',')
  if (ids.some((id) => !uploads.some((video) => video.id === id))) return forbidden()
  return uploads.filter((video) => ids.includes(video.id))
}

export function parseQuery(query: URLSearchParams, mine: string[], ctx: FakeContext): ReportQuery | Reply {
  for (const name of ['ids', 'startDate', 'endDate', 'metrics']) {
    if (!query.get(name)) return badRequest(`Required ${name}`)
  }
  const channel = channelOf(query.get('ids') ?? '', mine, ctx)
  if (!('handle' in channel)) return channel
  const start = query.get('startDate') ?? ''
  const end = query.get('endDate') ?? ''
  if (!DATE.test(start) || !DATE.test(end)) return badRequest(`Invalid date: ${DATE.test(start) ? end : start}`)
  if (start > end) return badRequest('The start date must be earlier than or equal to the end date.')
  const metrics = (query.get('metrics') ?? '').split(',')
  const unknown = metrics.find((metric) => !Object.hasOwn(METRICS, metric))
  if (unknown !== undefined) return badRequest(`Unknown identifier (${unknown}) given in field parameters.metrics.`)
  const dimensionList = query.get('dimensions') ?? ''
  if (!REPORTS.includes(dimensionList)) return badRequest(UNSUPPORTED)
  const dimensions = dimensionList ? (dimensionList.split(',') as Dimension[]) : []
  if (dimensions.includes('insightTrafficSourceType') && metrics.some((m) => !TRAFFIC_SOURCE_METRICS.includes(m as Metric))) {
    return badRequest(UNSUPPORTED)
  }
  const maxResults = query.get('maxResults') ? Number(query.get('maxResults')) : undefined
  if (dimensions.includes('video') && (!query.get('sort') || !maxResults || maxResults > 200)) return badRequest(UNSUPPORTED)
  const sort = (query.get('sort') ?? '')
    .split(',')
    .filter(Boolean)
    .map((field) => ({ field: field.replace(/^-/, ''), descending: field.startsWith('-') }))
  if (sort.some(({ field }) => !metrics.includes(field) && !dimensions.includes(field as Dimension))) return badRequest(UNSUPPORTED)
  const videos = videosOf(query.get('filters'), channel, ctx)
  if (!Array.isArray(videos)) return videos
  const first = start > channel.publishedAt.slice(0, 10) ? start : channel.publishedAt.slice(0, 10)
  const lastWithData = addDays(pacificDay(new Date(ctx.now())), -LAG_DAYS)
  const last = end < lastWithData ? end : lastWithData
  return {
    channel,
    videos,
    first,
    last,
    metrics: metrics as Metric[],
    dimensions,
    sort,
    maxResults,
    startIndex: Number(query.get('startIndex') ?? 1),
  }
}
