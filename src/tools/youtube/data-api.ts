import { parseIsoDuration } from './duration'
import { YouTubeError } from './errors'
import { bodyJson, getWithPolicy, type HttpAnswer, type HttpPolicy } from './http'

/**
 * The YouTube Data API v3 calls the tools and view tracking make. Quota (10,000 units a day): videos.list costs 1
 * unit per call; search.list has had its own bucket of about 100 calls a day since June 2026.
 */

/** A public call carries the project's API key; a call about a connected channel its owner's access token. */
export type ApiOptions = { baseUrl: string } & ({ apiKey: string } | { accessToken: string }) & HttpPolicy

type Thumbnail = { url: string; width?: number; height?: number }

export type VideoItem = {
  id: string
  snippet?: {
    title?: string
    description?: string
    tags?: string[]
    channelTitle?: string
    channelId?: string
    publishedAt?: string
    thumbnails?: Record<string, Thumbnail>
  }
  contentDetails?: { duration?: string; caption?: string }
  statistics?: { viewCount?: string; likeCount?: string; commentCount?: string }
}

export type VideoDetails = {
  id: string
  title: string
  description: string
  tags: string[]
  channel: string
  publishedAt: string | null
  durationSeconds: number
  hasCaptions: boolean
  views: number
  likes: number | null
  comments: number | null
  /** The largest thumbnail the API lists, e.g. maxres 1280×720 or high 480×360. */
  largestThumbnail: { width: number; height: number } | null
}

export type SearchResults = {
  totalResults: number
  items: { id: string; title: string; channel: string; channelId: string | null }[]
}

type ApiErrorBody = { error?: { code?: number; message?: string; errors?: { reason?: string; domain?: string }[] } }

/** Data API errors in the product's terms: quota, missing/invalid key, or YouTube unavailable. */
export function apiError(answer: HttpAnswer): YouTubeError {
  let body: ApiErrorBody = {}
  try {
    body = bodyJson<ApiErrorBody>(answer)
  } catch {
    // the status alone decides
  }
  const reasons = body.error?.errors?.map((e) => e.reason ?? '') ?? []
  // quotaExceeded (and the older dailyLimitExceeded) end the day's quota; rateLimitExceeded and
  // userRateLimitExceeded only ask for fewer calls a minute, so they must not stop every call until tomorrow.
  if (answer.status === 403 && reasons.some((r) => /^(quotaExceeded|dailyLimitExceeded)$/.test(r)))
    return new YouTubeError('quota', reasons.join(', '), 403)
  if (answer.status === 429 || (answer.status === 403 && reasons.some((r) => /rateLimit/i.test(r))))
    return new YouTubeError('rate_limited', reasons.join(', ') || 'HTTP 429', answer.status)
  // A signed-in call whose access token expired or was revoked: the caller refreshes it, or asks to reconnect.
  if (answer.status === 401) return new YouTubeError('unauthorized', body.error?.message ?? 'HTTP 401', 401)
  if (answer.status === 400 || answer.status === 403)
    return new YouTubeError('not_configured', body.error?.message ?? `HTTP ${answer.status}`, answer.status)
  if (answer.status === 404) return new YouTubeError('not_found', undefined, 404)
  return new YouTubeError('unavailable', `HTTP ${answer.status}`, answer.status)
}

export async function apiGet<T>(path: string, params: Record<string, string>, options: ApiOptions): Promise<T> {
  const { baseUrl, ...rest } = options
  const query = new URLSearchParams(params)
  let policy: HttpPolicy
  if ('accessToken' in rest) {
    const { accessToken, ...others } = rest
    policy = { ...others, headers: { ...others.headers, authorization: `Bearer ${accessToken}` } }
  } else {
    const { apiKey, ...others } = rest
    query.set('key', apiKey)
    policy = others
  }
  const answer = await getWithPolicy(`${baseUrl}/youtube/v3/${path}?${query}`, { maxBytes: 1_000_000, ...policy })
  if (answer.status !== 200) throw apiError(answer)
  return bodyJson<T>(answer)
}

const toNumber = (value: string | undefined) => (value === undefined ? null : Number(value))

function largestThumbnail(thumbnails: Record<string, Thumbnail> | undefined) {
  const sizes = Object.values(thumbnails ?? {}).filter((t) => t.width && t.height) as Required<Thumbnail>[]
  const largest = sizes.sort((a, b) => b.width * b.height - a.width * a.height)[0]
  return largest ? { width: largest.width, height: largest.height } : null
}

export function toDetails(item: VideoItem): VideoDetails {
  return {
    id: item.id,
    title: item.snippet?.title ?? '',
    description: item.snippet?.description ?? '',
    tags: item.snippet?.tags ?? [],
    channel: item.snippet?.channelTitle ?? '',
    publishedAt: item.snippet?.publishedAt ?? null,
    durationSeconds: parseIsoDuration(item.contentDetails?.duration ?? ''),
    hasCaptions: item.contentDetails?.caption === 'true',
    views: toNumber(item.statistics?.viewCount) ?? 0,
    likes: toNumber(item.statistics?.likeCount),
    comments: toNumber(item.statistics?.commentCount),
    largestThumbnail: largestThumbnail(item.snippet?.thumbnails),
  }
}

/** videos.list for up to 50 ids (1 unit). Private and unknown videos are simply missing. */
export async function fetchVideos(ids: string[], options: ApiOptions): Promise<VideoDetails[]> {
  if (ids.length === 0) return []
  const body = await apiGet<{ items?: VideoItem[] }>(
    'videos',
    { part: 'snippet,contentDetails,statistics', id: ids.slice(0, 50).join(',') },
    options,
  )
  return (body.items ?? []).map(toDetails)
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" }

/** search.list returns snippet text HTML-escaped ("Nobody&#39;s"), unlike videos.list. */
export function unescapeHtml(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity)
}

/** search.list for videos matching a keyword (its own small daily bucket). */
export async function searchVideos(
  query: string,
  {
    maxResults = 10,
    regionCode,
    relevanceLanguage,
    ...options
  }: ApiOptions & { maxResults?: number; regionCode?: string; relevanceLanguage?: string },
): Promise<SearchResults> {
  const params: Record<string, string> = { part: 'snippet', type: 'video', q: query, maxResults: String(maxResults) }
  if (regionCode) params.regionCode = regionCode
  if (relevanceLanguage) params.relevanceLanguage = relevanceLanguage
  const body = await apiGet<{
    pageInfo?: { totalResults?: number }
    items?: { id?: { videoId?: string }; snippet?: { title?: string; channelTitle?: string; channelId?: string } }[]
  }>('search', params, options)
  return {
    totalResults: body.pageInfo?.totalResults ?? 0,
    items: (body.items ?? []).flatMap((item) =>
      item.id?.videoId
        ? [
            {
              id: item.id.videoId,
              title: unescapeHtml(item.snippet?.title ?? ''),
              channel: unescapeHtml(item.snippet?.channelTitle ?? ''),
              channelId: item.snippet?.channelId ?? null,
            },
          ]
        : [],
    ),
  }
}

export type VideoStatistics = { id: string; views: number; likes: number | null; comments: number | null }

/**
 * videos.batchGetStats for up to 50 ids (1 unit, no sign-in for public videos): the public counters
 * view tracking records. Numbers come as strings (uint64); ids it cannot answer are left out (and
 * named in its `summary`).
 */
export async function fetchVideoStatistics(ids: string[], options: ApiOptions): Promise<VideoStatistics[]> {
  if (ids.length > 50) throw new RangeError('videos.batchGetStats takes at most 50 ids per call')
  if (ids.length === 0) return []
  const body = await apiGet<{ items?: VideoItem[] }>('videos:batchGetStats', { part: 'statistics', id: ids.join(',') }, options)
  return (body.items ?? []).map((item) => ({
    id: item.id,
    views: toNumber(item.statistics?.viewCount) ?? 0,
    likes: toNumber(item.statistics?.likeCount),
    comments: toNumber(item.statistics?.commentCount),
  }))
}

/**
 * channels.list?part=statistics for up to 50 channel ids (1 unit): their subscriber counts, for
 * keyword fit. A channel hiding its count, or unknown to YouTube, is left out.
 */
export async function fetchChannelSubscribers(ids: string[], options: ApiOptions): Promise<number[]> {
  const unique = [...new Set(ids)].slice(0, 50)
  if (unique.length === 0) return []
  const body = await apiGet<{ items?: { statistics?: { subscriberCount?: string; hiddenSubscriberCount?: boolean } }[] }>(
    'channels',
    { part: 'statistics', id: unique.join(',') },
    options,
  )
  return (body.items ?? []).flatMap((item) =>
    item.statistics?.hiddenSubscriberCount || item.statistics?.subscriberCount === undefined
      ? []
      : [Number(item.statistics.subscriberCount)],
  )
}
