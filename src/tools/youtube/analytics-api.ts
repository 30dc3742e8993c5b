import { YouTubeError } from './errors'
import { bodyJson, getWithPolicy, type HttpPolicy } from './http'

/**
 * YouTube Analytics' reports.query for one video, day by day and by traffic source, with the channel
 * owner's access token (scope yt-analytics.readonly). The `ADVERTISING` rows are what YouTube itself
 * counted from ads.
 */

export type AnalyticsOptions = { baseUrl: string; accessToken: string } & HttpPolicy

export type TrafficDay = { day: string; source: string; views: number; engagedViews: number; minutesWatched: number }

type ResultTable = { columnHeaders?: { name: string }[]; rows?: (string | number)[][] }

export async function queryVideoTrafficByDay(
  videoId: string,
  range: { startDate: string; endDate: string },
  { baseUrl, accessToken, ...policy }: AnalyticsOptions,
): Promise<TrafficDay[]> {
  const query = new URLSearchParams({
    ids: 'channel==MINE',
    startDate: range.startDate,
    endDate: range.endDate,
    metrics: 'views,engagedViews,estimatedMinutesWatched',
    dimensions: 'day,insightTrafficSourceType',
    filters: `video==${videoId}`,
    sort: 'day',
  })
  const answer = await getWithPolicy(`${baseUrl}/v2/reports?${query}`, {
    maxBytes: 1_000_000,
    ...policy,
    headers: { ...policy.headers, authorization: `Bearer ${accessToken}` },
  })
  // 403: the token's channel does not own the video (or lost the scope); 401: the token is no longer valid.
  if (answer.status === 401 || answer.status === 403) throw new YouTubeError('not_found', `HTTP ${answer.status}`, answer.status)
  // 429 is Analytics' per-minute limit (RESOURCE_EXHAUSTED), not the Data API's daily quota.
  if (answer.status !== 200)
    throw new YouTubeError(answer.status === 429 ? 'rate_limited' : 'unavailable', `HTTP ${answer.status}`, answer.status)
  const table = bodyJson<ResultTable>(answer)
  const columns = (table.columnHeaders ?? []).map((column) => column.name)
  const at = (name: string) => columns.indexOf(name)
  const [day, source, views, engaged, minutes] = [
    'day',
    'insightTrafficSourceType',
    'views',
    'engagedViews',
    'estimatedMinutesWatched',
  ].map(at)
  if ([day, source, views, engaged, minutes].some((index) => index === undefined || index < 0))
    throw new YouTubeError('bad_response', 'the report lacks the columns asked for')
  // Analytics leaves `rows` out when the range has no data.
  return (table.rows ?? []).map((row) => ({
    day: String(row[day!]),
    source: String(row[source!]),
    views: Number(row[views!]) || 0,
    engagedViews: Number(row[engaged!]) || 0,
    minutesWatched: Number(row[minutes!]) || 0,
  }))
}
