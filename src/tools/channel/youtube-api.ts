import { apiError, apiGet, toDetails, type ApiOptions, type VideoDetails, type VideoItem } from '../youtube/data-api'
import { YouTubeError } from '../youtube/errors'
import { bodyJson, getWithPolicy, type HttpPolicy } from '../youtube/http'

/**
 * The YouTube calls made as a connected channel's owner (an OAuth access token, not the API key):
 * the account's channels, the uploads playlist, video details and the Analytics API's daily report.
 * Each Data API call is one `channels.list`, `playlistItems.list` or `videos.list` in the quota table;
 * the caller charges it before calling (src/lib/channel/youtube.ts).
 */

export type SignedInOptions = { baseUrl: string; accessToken: string } & HttpPolicy

export type ChannelSummary = {
  youtubeChannelId: string
  title: string
  handle: string | null
  avatarUrl: string | null
  subscribers: number | null
  views: number
  videoCount: number
  uploadsPlaylistId: string | null
  /** The country and language the creator set for the channel, when set (rank tracking searches as their audience). */
  country: string | null
  defaultLanguage: string | null
}

export type ChannelItem = {
  id: string
  snippet?: {
    title?: string
    customUrl?: string
    thumbnails?: Record<string, { url?: string }>
    country?: string
    defaultLanguage?: string
  }
  contentDetails?: { relatedPlaylists?: { uploads?: string } }
  statistics?: { viewCount?: string; subscriberCount?: string; hiddenSubscriberCount?: boolean; videoCount?: string }
}

export const CHANNEL_PARTS = 'snippet,contentDetails,statistics'

/** A channels.list item in the product's terms (also for public channels read with the API key). */
export function toSummary(item: ChannelItem): ChannelSummary {
  const thumbnails = item.snippet?.thumbnails ?? {}
  const statistics = item.statistics ?? {}
  return {
    youtubeChannelId: item.id,
    title: item.snippet?.title ?? item.id,
    handle: item.snippet?.customUrl ?? null,
    avatarUrl: (thumbnails.medium ?? thumbnails.high ?? thumbnails.default)?.url ?? null,
    subscribers: statistics.hiddenSubscriberCount ? null : Number(statistics.subscriberCount ?? 0),
    views: Number(statistics.viewCount ?? 0),
    videoCount: Number(statistics.videoCount ?? 0),
    uploadsPlaylistId: item.contentDetails?.relatedPlaylists?.uploads ?? null,
    country: item.snippet?.country ?? null,
    defaultLanguage: item.snippet?.defaultLanguage ?? null,
  }
}

const asApiOptions = ({ accessToken, ...policy }: SignedInOptions): ApiOptions => ({ ...policy, accessToken })

/** channels.list?mine=true: the signed-in Google account's channels (none, one, or its brand accounts). */
export async function fetchMyChannels(options: SignedInOptions): Promise<ChannelSummary[]> {
  const body = await apiGet<{ items?: ChannelItem[] }>(
    'channels',
    { part: CHANNEL_PARTS, mine: 'true', maxResults: '50' },
    asApiOptions(options),
  )
  return (body.items ?? []).map(toSummary)
}

/** channels.list?id=: one channel's current figures, or null when it is gone. */
export async function fetchChannel(youtubeChannelId: string, options: SignedInOptions): Promise<ChannelSummary | null> {
  const body = await apiGet<{ items?: ChannelItem[] }>('channels', { part: CHANNEL_PARTS, id: youtubeChannelId }, asApiOptions(options))
  const item = body.items?.[0]
  return item ? toSummary(item) : null
}

/** One page (up to 50) of a playlist's video ids, newest first for an uploads playlist. */
export async function fetchPlaylistPage(
  playlistId: string,
  pageToken: string | undefined,
  options: SignedInOptions,
): Promise<{ videoIds: string[]; nextPageToken?: string }> {
  const params: Record<string, string> = { part: 'contentDetails', playlistId, maxResults: '50' }
  if (pageToken) params.pageToken = pageToken
  const body = await apiGet<{ items?: { contentDetails?: { videoId?: string } }[]; nextPageToken?: string }>(
    'playlistItems',
    params,
    asApiOptions(options),
  )
  return {
    videoIds: (body.items ?? []).flatMap((item) => (item.contentDetails?.videoId ? [item.contentDetails.videoId] : [])),
    nextPageToken: body.nextPageToken,
  }
}

export type ChannelVideoDetails = VideoDetails & { privacy: string; thumbnailUrl: string | null }

/** videos.list for up to 50 of the channel's ids, with their privacy (the owner sees private ones too). */
export async function fetchChannelVideos(ids: string[], options: SignedInOptions): Promise<ChannelVideoDetails[]> {
  if (ids.length > 50) throw new RangeError('videos.list takes at most 50 ids per call')
  if (ids.length === 0) return []
  const body = await apiGet<{ items?: (VideoItem & { status?: { privacyStatus?: string } })[] }>(
    'videos',
    { part: 'snippet,contentDetails,statistics,status', id: ids.join(','), maxResults: '50' },
    asApiOptions(options),
  )
  return (body.items ?? []).map((item) => {
    const thumbnails = item.snippet?.thumbnails ?? {}
    return {
      ...toDetails(item),
      privacy: item.status?.privacyStatus ?? 'public',
      thumbnailUrl: (thumbnails.medium ?? thumbnails.high ?? thumbnails.default)?.url ?? null,
    }
  })
}

export type DailyFigures = { day: string; views: number; watchMinutes: number; subscribersGained: number }

const ANALYTICS_METRICS = ['views', 'estimatedMinutesWatched', 'subscribersGained'] as const

/**
 * reports.query by day for one channel: views, minutes watched and subscribers gained. The answer
 * names its columns in `columnHeaders`; `rows` is absent when the range has no data.
 */
export async function fetchDailyAnalytics(
  youtubeChannelId: string,
  range: { startDate: string; endDate: string },
  { baseUrl, accessToken, ...policy }: SignedInOptions,
): Promise<DailyFigures[]> {
  const query = new URLSearchParams({
    ids: `channel==${youtubeChannelId}`,
    ...range,
    metrics: ANALYTICS_METRICS.join(','),
    dimensions: 'day',
    sort: 'day',
  })
  const answer = await getWithPolicy(`${baseUrl}/v2/reports?${query}`, {
    maxBytes: 500_000,
    ...policy,
    headers: { ...policy.headers, authorization: `Bearer ${accessToken}` },
  })
  if (answer.status !== 200) throw apiError(answer)
  const body = bodyJson<{ columnHeaders?: { name?: string }[]; rows?: (string | number)[][] }>(answer)
  const columns = (body.columnHeaders ?? []).map((header) => header.name)
  const at = (name: string) => columns.indexOf(name)
  if ([at('day'), ...ANALYTICS_METRICS.map(at)].some((index) => index < 0)) throw new YouTubeError('bad_response', 'report columns missing')
  return (body.rows ?? []).map((row) => ({
    day: String(row[at('day')]),
    views: Number(row[at('views')]),
    watchMinutes: Number(row[at('estimatedMinutesWatched')]),
    subscribersGained: Number(row[at('subscribersGained')]),
  }))
}
