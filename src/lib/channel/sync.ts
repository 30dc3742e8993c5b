import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { GoogleAuthError } from '@/lib/google/errors'
import { chargedCall } from '@/lib/youtube/quota'
import { isChannelError } from '@/tools/channel/errors'
import { analyticsRange, scoreChannelVideo } from '@/tools/channel/score'
import {
  fetchChannel,
  fetchChannelVideos,
  fetchDailyAnalytics,
  fetchPlaylistPage,
  type ChannelSummary,
  type ChannelVideoDetails,
} from '@/tools/channel/youtube-api'
import { isYouTubeError, YOUTUBE_ERROR_MESSAGES } from '@/tools/youtube/errors'
import type { Channel } from '@/payload-types'

import { withAccessToken } from './tokens'

/**
 * Fetches a connected channel's figures, newest uploads and 28 days of analytics, and stores them
 * with the time of each. What fails leaves the last figures in place with their "as of" time and is
 * answered as a message (issue 33, item 9), never thrown to a page.
 * Access control is off for every read and write here: channels and their videos are written by the
 * server only (their collections refuse create and update to everyone); callers pick the channel
 * (its owner's action, or the daily job).
 */

export const RECENT_UPLOADS = 50
export const ANALYTICS_DAYS = 28

/** Why a refresh stopped; what it fetched before is kept. `kind` names the notice the page shows. */
export type SyncProblem = { kind: 'needs_reconnect' | 'quota' | 'unavailable'; message: string }

type SyncedChannel = Pick<Channel, 'id' | 'youtubeChannelId' | 'owner' | 'uploadsPlaylistId'>

const ownerId = (channel: Pick<Channel, 'owner'>) => (typeof channel.owner === 'object' ? channel.owner.id : channel.owner)

export const summaryData = (summary: ChannelSummary) => ({
  title: summary.title,
  handle: summary.handle,
  avatarUrl: summary.avatarUrl,
  subscribers: summary.subscribers,
  views: summary.views,
  videoCount: summary.videoCount,
  uploadsPlaylistId: summary.uploadsPlaylistId,
  country: summary.country,
  defaultLanguage: summary.defaultLanguage,
})

/** Writes fetched videos with their SEO score, replacing what was stored for the same video. */
export async function storeVideos(payload: Payload, channel: SyncedChannel, videos: ChannelVideoDetails[], now: Date): Promise<void> {
  if (!videos.length) return
  const { docs } = await payload.find({
    collection: 'channel-videos',
    where: { and: [{ channel: { equals: channel.id } }, { videoId: { in: videos.map((video) => video.id) } }] },
    select: { videoId: true },
    limit: 0,
    pagination: false,
    depth: 0,
  })
  const existing = new Map(docs.map((doc) => [doc.videoId, doc.id]))
  for (const video of videos) {
    const facts = { videoId: video.id, title: video.title, description: video.description, tags: video.tags }
    const data = {
      ...facts,
      owner: ownerId(channel),
      channel: channel.id,
      publishedAt: video.publishedAt,
      privacy: video.privacy,
      durationSeconds: video.durationSeconds,
      hasCaptions: video.hasCaptions,
      largestThumbnail: video.largestThumbnail,
      thumbnailUrl: video.thumbnailUrl,
      views: video.views,
      likes: video.likes,
      comments: video.comments,
      ...scoreChannelVideo({
        ...facts,
        durationSeconds: video.durationSeconds,
        hasCaptions: video.hasCaptions,
        largestThumbnail: video.largestThumbnail,
      }),
      fetchedAt: now.toISOString(),
    }
    const id = existing.get(video.id)
    if (id) await payload.update({ collection: 'channel-videos', id, data, depth: 0, overrideAccess: true })
    else await payload.create({ collection: 'channel-videos', data, depth: 0, overrideAccess: true })
  }
}

/** The uploads from the newest, one playlist page and one videos.list per 50, up to `max`. */
export async function fetchUploads(
  payload: Payload,
  channel: SyncedChannel,
  playlistId: string,
  max: number,
  onPage?: (videos: ChannelVideoDetails[], pageToken: string | undefined) => Promise<void>,
  startToken?: string,
): Promise<number> {
  let pageToken = startToken
  let seen = 0
  do {
    const page = await withAccessToken(payload, channel, (accessToken) =>
      chargedCall(
        payload,
        'playlistItems.list',
        () => fetchPlaylistPage(playlistId, pageToken, { baseUrl: env.YOUTUBE_API_BASE_URL, accessToken }),
        'channel-sync',
      ),
    )
    const ids = page.videoIds.slice(0, max - seen)
    const videos = await withAccessToken(payload, channel, (accessToken) =>
      chargedCall(
        payload,
        'videos.list',
        () => fetchChannelVideos(ids, { baseUrl: env.YOUTUBE_API_BASE_URL, accessToken }),
        'channel-sync',
      ),
    )
    seen += ids.length
    pageToken = page.nextPageToken
    await storeVideos(payload, channel, videos, new Date())
    await onPage?.(videos, pageToken)
  } while (pageToken && seen < max)
  return seen
}

export function syncProblem(error: unknown): SyncProblem | null {
  if (isChannelError(error) && error.kind === 'needs_reconnect') return { kind: 'needs_reconnect', message: error.message }
  if (isYouTubeError(error) && error.kind === 'quota')
    return {
      kind: 'quota',
      message: 'The daily YouTube quota is used up. The figures below are the last ones fetched; try again tomorrow.',
    }
  if (isYouTubeError(error) || (error instanceof GoogleAuthError && error.kind === 'unavailable'))
    return {
      kind: 'unavailable',
      message: `${isYouTubeError(error) ? YOUTUBE_ERROR_MESSAGES[error.kind] : error.message} The figures below are the last ones fetched.`,
    }
  return null
}

/** Refreshes the channel's figures, recent uploads and analytics; a problem comes back as a message. */
export async function syncChannel(payload: Payload, channel: SyncedChannel, now = new Date()): Promise<SyncProblem | null> {
  const baseUrl = env.YOUTUBE_API_BASE_URL
  try {
    const summary = await withAccessToken(payload, channel, (accessToken) =>
      chargedCall(payload, 'channels.list', () => fetchChannel(channel.youtubeChannelId, { baseUrl, accessToken }), 'channel-sync'),
    )
    if (summary)
      await payload.update({
        collection: 'channels',
        id: channel.id,
        data: { ...summaryData(summary), status: 'active', statsFetchedAt: now.toISOString() },
        depth: 0,
        overrideAccess: true,
      })
    const playlistId = summary?.uploadsPlaylistId ?? channel.uploadsPlaylistId
    if (playlistId) {
      await fetchUploads(payload, channel, playlistId, RECENT_UPLOADS)
      await payload.update({
        collection: 'channels',
        id: channel.id,
        data: { videosFetchedAt: now.toISOString() },
        depth: 0,
        overrideAccess: true,
      })
    }
    // The Analytics API has its own quota, apart from the Data API's units.
    const analytics = await withAccessToken(payload, channel, (accessToken) =>
      fetchDailyAnalytics(channel.youtubeChannelId, analyticsRange(now, ANALYTICS_DAYS), {
        baseUrl: env.YOUTUBE_ANALYTICS_BASE_URL,
        accessToken,
      }),
    )
    await payload.update({
      collection: 'channels',
      id: channel.id,
      data: { analytics, analyticsFetchedAt: now.toISOString() },
      depth: 0,
      overrideAccess: true,
    })
    return null
  } catch (error) {
    const problem = syncProblem(error)
    if (!problem) throw error
    return problem
  }
}
