import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { chargedCall, QUOTA, quotaDay, quotaUsed } from '@/lib/youtube/quota'
import type { WatchedChannel } from '@/payload-types'
import { scoreUploads } from '@/tools/competitor-watchlist/outlier'
import { fetchPublicChannel, fetchRecentUploads, type PublicOptions, type RecentUpload } from '@/tools/competitor-watchlist/youtube-api'
import { fetchVideoStatistics } from '@/tools/youtube/data-api'
import { isYouTubeError, YouTubeError } from '@/tools/youtube/errors'

/**
 * The daily read of watched channels (decision 024): each channel's figures (channels.list), its
 * uploads of the last 30 days (playlistItems.list, the newest 50) and their views
 * (videos.batchGetStats), 3 units a channel, all public data read with the API key. A channel is read
 * once a quota day; the job stops at YouTube's quota and leaves the rest for its next run. Access
 * control is off: a job, for every owner.
 */

export const READ_WINDOW_DAYS = 30
/** Channels read per run of the hourly job, so a day's reads are spread over the day. */
export const CHANNELS_PER_RUN = 100
/** The share of the day's units the watchlist leaves to the interactive tools and the other jobs. */
export const RESERVED_SHARE = 0.2

const FEATURE = 'competitor-watchlist'

export const unitsPerRead = () => QUOTA.costs['channels.list'] + QUOTA.costs['playlistItems.list'] + QUOTA.costs['videos.batchGetStats']

/** The Data API with the project's key; without one the watchlist cannot read anything. */
export function publicOptions(): PublicOptions {
  if (!env.YOUTUBE_API_KEY) throw new YouTubeError('not_configured', 'YOUTUBE_API_KEY is not set')
  return { baseUrl: env.YOUTUBE_API_BASE_URL, apiKey: env.YOUTUBE_API_KEY }
}

type ReadTarget = Pick<WatchedChannel, 'id' | 'owner' | 'youtubeChannelId'>

const ownerId = (channel: ReadTarget) => (typeof channel.owner === 'object' ? channel.owner.id : channel.owner)

async function markGone(payload: Payload, channel: ReadTarget, now: Date): Promise<'gone'> {
  await payload.delete({ collection: 'watched-videos', where: { watchedChannel: { equals: channel.id } }, depth: 0, overrideAccess: true })
  await payload.update({
    collection: 'watched-channels',
    id: channel.id,
    data: { status: 'gone', readAt: now.toISOString(), readDay: quotaDay(now) },
    depth: 0,
    overrideAccess: true,
  })
  return 'gone'
}

/** Replaces the channel's stored uploads with these (views and scores as of now). */
async function storeUploads(payload: Payload, channel: ReadTarget, uploads: (RecentUpload & { views: number })[], now: Date) {
  const scores = scoreUploads(uploads, now)
  const { docs: stored } = await payload.find({
    collection: 'watched-videos',
    where: { watchedChannel: { equals: channel.id } },
    select: { videoId: true },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const storedIds = new Map(stored.map((doc) => [doc.videoId, doc.id]))
  for (const upload of uploads) {
    const data = {
      title: upload.title.slice(0, 300),
      thumbnailUrl: upload.thumbnailUrl,
      publishedAt: upload.publishedAt,
      views: upload.views,
      outlierScore: scores.get(upload.videoId) ?? null,
      readAt: now.toISOString(),
    }
    const id = storedIds.get(upload.videoId)
    if (id) await payload.update({ collection: 'watched-videos', id, data, depth: 0, overrideAccess: true })
    else
      await payload.create({
        collection: 'watched-videos',
        data: { ...data, owner: ownerId(channel), watchedChannel: channel.id, videoId: upload.videoId },
        depth: 0,
        overrideAccess: true,
      })
  }
  // Uploads past the window, or no longer public, go: what is kept is what was just read.
  const current = new Set(uploads.map((upload) => upload.videoId))
  const leaving = stored.filter((doc) => !current.has(doc.videoId)).map((doc) => doc.id)
  if (leaving.length) await payload.delete({ collection: 'watched-videos', where: { id: { in: leaving } }, depth: 0, overrideAccess: true })
}

/**
 * Reads one watched channel: 'read', or 'gone' when YouTube no longer has it (deleted or
 * terminated: marked, its videos deleted). Quota and YouTube being down are thrown, nothing changed.
 */
export async function readWatchedChannel(payload: Payload, channel: ReadTarget, now = new Date()): Promise<'read' | 'gone'> {
  const options = publicOptions()
  const summary = await chargedCall(
    payload,
    'channels.list',
    () => fetchPublicChannel({ kind: 'id', id: channel.youtubeChannelId }, options),
    FEATURE,
  )
  if (!summary?.uploadsPlaylistId) return markGone(payload, channel, now)
  let uploads: RecentUpload[]
  try {
    uploads = await chargedCall(payload, 'playlistItems.list', () => fetchRecentUploads(summary.uploadsPlaylistId!, options), FEATURE)
  } catch (error) {
    if (isYouTubeError(error) && error.kind === 'not_found') return markGone(payload, channel, now)
    throw error
  }
  const since = now.getTime() - READ_WINDOW_DAYS * 86_400_000
  const recent = uploads.filter((upload) => Date.parse(upload.publishedAt) >= since && Date.parse(upload.publishedAt) <= now.getTime())
  const statistics = recent.length
    ? await chargedCall(
        payload,
        'videos.batchGetStats',
        () =>
          fetchVideoStatistics(
            recent.map((upload) => upload.videoId),
            options,
          ),
        FEATURE,
      )
    : []
  const views = new Map(statistics.map((entry) => [entry.id, entry.views]))
  const withViews = recent.flatMap((upload) => (views.has(upload.videoId) ? [{ ...upload, views: views.get(upload.videoId)! }] : []))
  await storeUploads(payload, channel, withViews, now)
  await payload.update({
    collection: 'watched-channels',
    id: channel.id,
    data: {
      title: summary.title.slice(0, 200),
      handle: summary.handle,
      avatarUrl: summary.avatarUrl,
      subscribers: summary.subscribers,
      uploadsPlaylistId: summary.uploadsPlaylistId,
      status: 'active',
      readAt: now.toISOString(),
      readDay: quotaDay(now),
    },
    depth: 0,
    overrideAccess: true,
  })
  return 'read'
}

export type WatchlistRun = { read: number; gone: number; failed: number; deferred: number }

/**
 * One run of the hourly job: channels not yet read this quota day, least recently read first, up to
 * CHANNELS_PER_RUN, while the day's units stay within the watchlist's share. YouTube's quota, or its
 * per-minute limit, stops the run (the rest wait for the next run, or the next day): each further
 * call would be refused too. A channel YouTube fails to answer for is tried again next run. A
 * channel read twice replaces its figures, so nothing is counted twice.
 */
export async function readDueWatchlists(payload: Payload, now = new Date()): Promise<WatchlistRun> {
  const { docs: due } = await payload.find({
    collection: 'watched-channels',
    where: {
      and: [{ status: { equals: 'active' } }, { or: [{ readDay: { not_equals: quotaDay(now) } }, { readDay: { exists: false } }] }],
    },
    select: { owner: true, youtubeChannelId: true },
    sort: 'readAt',
    limit: CHANNELS_PER_RUN,
    depth: 0,
    overrideAccess: true,
  })
  const run: WatchlistRun = { read: 0, gone: 0, failed: 0, deferred: 0 }
  const ceiling = QUOTA.budget.units * (1 - RESERVED_SHARE)
  for (const [index, channel] of due.entries()) {
    if ((await quotaUsed(payload, 'units', now)) + unitsPerRead() > ceiling) {
      run.deferred = due.length - index
      break
    }
    try {
      run[await readWatchedChannel(payload, channel, now)]++
    } catch (error) {
      if (!isYouTubeError(error)) throw error
      if (error.kind === 'quota' || error.kind === 'rate_limited' || error.kind === 'not_configured') {
        run.deferred = due.length - index
        break
      }
      run.failed++
    }
  }
  return run
}

/**
 * The first read of a channel just added (its own queued job). Quota spent or YouTube down leave it
 * to the hourly job; a channel removed meanwhile is nothing to do.
 */
export async function readNewlyWatched(payload: Payload, id: number, now = new Date()): Promise<void> {
  const channel = await payload.findByID({ collection: 'watched-channels', id, depth: 0, disableErrors: true, overrideAccess: true })
  if (!channel || channel.readDay === quotaDay(now)) return
  try {
    await readWatchedChannel(payload, channel, now)
  } catch (error) {
    if (!isYouTubeError(error)) throw error
  }
}
