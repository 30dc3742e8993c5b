import { etag } from '../core/determinism'
import { apiError, apiJson, type FakeRequest, type Reply } from '../core/http'
import { playlistPageToken, readPlaylistPageToken } from '../core/page-token'
import type { WorldVideo } from '../core/types'
import type { FakeContext } from '../state/context'

import { owns, type Caller } from './caller'
import { partsOf, snippetCore, type SnippetCore } from './video-resource'

/**
 * playlistItems.list over a channel's uploads playlist ("UU…"), newest first, `maxResults` up to 50
 * and `nextPageToken` paging. The owner sees every upload; anyone else only the public ones.
 */

export type ApiPlaylistItem = {
  kind: 'youtube#playlistItem'
  etag: string
  id: string
  snippet?: SnippetCore & {
    playlistId: string
    position: number
    resourceId: { kind: 'youtube#video'; videoId: string }
    videoOwnerChannelTitle: string
    videoOwnerChannelId: string
  }
  contentDetails?: { videoId: string; videoPublishedAt: string }
  status?: { privacyStatus: WorldVideo['privacy'] }
}

export type PlaylistItemListResponse = {
  kind: 'youtube#playlistItemListResponse'
  etag: string
  nextPageToken?: string
  prevPageToken?: string
  items: ApiPlaylistItem[]
  pageInfo: { totalResults: number; resultsPerPage: number }
}

function apiItem(video: WorldVideo, playlistId: string, position: number, parts: Set<string>): ApiPlaylistItem {
  const item: ApiPlaylistItem = {
    kind: 'youtube#playlistItem',
    etag: '',
    // Real item ids are base64 of the playlist and video ids.
    id: Buffer.from(`${playlistId}.${video.id}`).toString('base64'),
  }
  if (parts.has('snippet')) {
    item.snippet = {
      ...snippetCore(video),
      playlistId,
      position,
      resourceId: { kind: 'youtube#video', videoId: video.id },
      videoOwnerChannelTitle: video.channelTitle,
      videoOwnerChannelId: video.channelId,
    }
  }
  if (parts.has('contentDetails')) item.contentDetails = { videoId: video.id, videoPublishedAt: video.publishedAt }
  if (parts.has('status')) item.status = { privacyStatus: video.privacy }
  item.etag = etag(item)
  return item
}

/** GET /youtube/v3/playlistItems?part=contentDetails&playlistId=UU…&maxResults=50&pageToken=… */
export function listPlaylistItems(request: FakeRequest, ctx: FakeContext, caller: Caller): Reply {
  const { query } = request
  const playlistId = query.get('playlistId')
  if (!playlistId) {
    return apiError(400, 'No filter selected. Expected one of: id, playlistId', {
      domain: 'youtube.parameter',
      reason: 'missingRequiredParameter',
    })
  }
  const channel = ctx.world.channelByUploads(playlistId)
  if (!channel) {
    return apiError(404, "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.", {
      domain: 'youtube.playlistItem',
      reason: 'playlistNotFound',
      location: 'playlistId',
      locationType: 'parameter',
    })
  }
  const videos = ctx.world.channelVideos(channel).filter((video) => video.privacy === 'public' || owns(caller, video))
  const maxResults = Math.min(50, Math.max(0, Number(query.get('maxResults') ?? 5) || 0))
  const token = query.get('pageToken')
  const offset = token ? readPlaylistPageToken(token) : 0
  if (offset === undefined || offset > videos.length) {
    return apiError(400, 'The request specifies an invalid page token.', { domain: 'youtube.parameter', reason: 'invalidPageToken' })
  }
  const parts = partsOf(query)
  const page = videos.slice(offset, offset + maxResults)
  const items = page.map((video, i) => apiItem(video, playlistId, offset + i, parts))
  const body: PlaylistItemListResponse = {
    kind: 'youtube#playlistItemListResponse',
    etag: etag(items),
    ...(offset + maxResults < videos.length && maxResults > 0 ? { nextPageToken: playlistPageToken(offset + maxResults) } : {}),
    ...(offset > 0 ? { prevPageToken: playlistPageToken(Math.max(0, offset - maxResults)) } : {}),
    items,
    pageInfo: { totalResults: videos.length, resultsPerPage: maxResults },
  }
  return apiJson(200, body)
}
