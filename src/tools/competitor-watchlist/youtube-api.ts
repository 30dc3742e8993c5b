import { CHANNEL_PARTS, toSummary, type ChannelItem, type ChannelSummary } from '../channel/youtube-api'
import { apiGet, type ApiOptions } from '../youtube/data-api'

import type { ChannelRef } from './channel-ref'

/**
 * The public reads of a watched channel, with the project's API key (no one's sign-in): the channel
 * by handle, id or legacy username, and its newest uploads. Each is one 1-unit call in the quota table.
 */

export type PublicOptions = { baseUrl: string; apiKey: string } & Omit<ApiOptions, 'baseUrl' | 'apiKey' | 'accessToken'>

function lookup(ref: ChannelRef): Record<string, string> {
  if (ref.kind === 'handle') return { forHandle: ref.handle }
  if (ref.kind === 'id') return { id: ref.id }
  return { forUsername: ref.username }
}

/** channels.list by handle, id or username: the channel, or null when YouTube knows none (deleted or terminated too). */
export async function fetchPublicChannel(ref: ChannelRef, options: PublicOptions): Promise<ChannelSummary | null> {
  const body = await apiGet<{ items?: ChannelItem[] }>('channels', { part: CHANNEL_PARTS, ...lookup(ref) }, options)
  const item = body.items?.[0]
  return item ? toSummary(item) : null
}

export type RecentUpload = { videoId: string; title: string; publishedAt: string; thumbnailUrl: string | null }

type PlaylistItem = {
  snippet?: { title?: string; thumbnails?: Record<string, { url?: string }> }
  contentDetails?: { videoId?: string; videoPublishedAt?: string }
}

/** playlistItems.list: the newest 50 public uploads of an uploads playlist, with titles and thumbnails. */
export async function fetchRecentUploads(playlistId: string, options: PublicOptions): Promise<RecentUpload[]> {
  const body = await apiGet<{ items?: PlaylistItem[] }>(
    'playlistItems',
    { part: 'snippet,contentDetails', playlistId, maxResults: '50' },
    options,
  )
  return (body.items ?? []).flatMap(({ snippet, contentDetails }) => {
    if (!contentDetails?.videoId || !contentDetails.videoPublishedAt) return []
    const thumbnails = snippet?.thumbnails ?? {}
    return [
      {
        videoId: contentDetails.videoId,
        title: snippet?.title ?? contentDetails.videoId,
        publishedAt: contentDetails.videoPublishedAt,
        thumbnailUrl: (thumbnails.medium ?? thumbnails.high ?? thumbnails.default)?.url ?? null,
      },
    ]
  })
}
