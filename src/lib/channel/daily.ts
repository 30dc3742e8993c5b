import type { Payload } from 'payload'

import { purgeOldQuotaDays } from '@/lib/youtube/quota'

import { syncChannel } from './sync'

/**
 * The daily pass over connected channels (issue 33, items 4 and 7): each active channel is fetched
 * again, and what was fetched from a channel that could not be refreshed for 30 days (it needs
 * reconnecting, or keeps failing) is deleted, as YouTube's API policies require, and so are fixes
 * applied and thumbnails set more than 30 days ago (their undo ends then, decisions 021 and 022). Demo
 * channels are sample data and stay. The YouTube quota days older than 90 days go too (decision 025):
 * the nightly YouTube job. Access control is off: a scheduled job, for every owner.
 */

export const RETENTION_DAYS = 30

export async function refreshChannelsDaily(
  payload: Payload,
  now = new Date(),
): Promise<{ refreshed: number; failed: number; purged: number; changesPurged: number; quotaDaysPurged: number }> {
  const { docs } = await payload.find({
    collection: 'channels',
    where: { and: [{ demo: { not_equals: true } }, { status: { equals: 'active' } }] },
    select: { youtubeChannelId: true, owner: true, uploadsPlaylistId: true },
    limit: 0,
    pagination: false,
    depth: 0,
  })
  let refreshed = 0
  let failed = 0
  for (const channel of docs) {
    const problem = await syncChannel(payload, channel, now)
    if (problem) failed++
    else refreshed++
  }
  return {
    refreshed,
    failed,
    purged: await purgeStaleChannelData(payload, now),
    changesPurged: (await purgeOldSnippetChanges(payload, now)) + (await purgeOldThumbnailChanges(payload, now)),
    quotaDaysPurged: await purgeOldQuotaDays(payload, now),
  }
}

/** Deletes the videos and analytics of channels whose figures are older than the retention period. */
export async function purgeStaleChannelData(payload: Payload, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - RETENTION_DAYS * 86_400_000).toISOString()
  const { docs } = await payload.find({
    collection: 'channels',
    where: { and: [{ demo: { not_equals: true } }, { statsFetchedAt: { less_than: cutoff } }] },
    select: { title: true },
    limit: 0,
    pagination: false,
    depth: 0,
  })
  for (const channel of docs) {
    await payload.delete({ collection: 'channel-videos', where: { channel: { equals: channel.id } }, depth: 0, overrideAccess: true })
    await payload.update({
      collection: 'channels',
      id: channel.id,
      data: { analytics: [], subscribers: null, views: 0, videoCount: 0, videosFetchedAt: null, analyticsFetchedAt: null },
      depth: 0,
      overrideAccess: true,
    })
  }
  return docs.length
}

/** Deletes a kind of change to videos last applied, undone or reviewed over 30 days ago (YouTube's rule for stored API data). */
async function purgeOldChanges(payload: Payload, collection: 'snippet-changes' | 'thumbnail-changes', now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - RETENTION_DAYS * 86_400_000).toISOString()
  const { docs } = await payload.delete({
    collection,
    where: { updatedAt: { less_than: cutoff } },
    depth: 0,
    overrideAccess: true,
    select: { status: true },
  })
  return docs.length
}

/** Deletes the snippet changes (fixes and their previous snippets) last touched over 30 days ago. */
export const purgeOldSnippetChanges = (payload: Payload, now = new Date()) => purgeOldChanges(payload, 'snippet-changes', now)

/** Deletes the thumbnail changes (both images) last touched over 30 days ago (decision 022). */
export const purgeOldThumbnailChanges = (payload: Payload, now = new Date()) => purgeOldChanges(payload, 'thumbnail-changes', now)
