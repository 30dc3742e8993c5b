import { digest, etag } from '../core/determinism'
import { apiError, apiJson, type FakeRequest, type Reply } from '../core/http'
import type { WorldChannel } from '../core/types'
import type { FakeContext } from '../state/context'

import type { Caller } from './caller'
import { partsOf } from './video-resource'

/**
 * channels.list by `mine=true` (the signed-in account's channels: none, one, or its brand
 * accounts), `id=`, `forHandle=` or `forUsername=`. Like YouTube, an empty answer has no `items` at all.
 */

export type ApiChannel = {
  kind: 'youtube#channel'
  etag: string
  id: string
  snippet?: {
    title: string
    description: string
    customUrl: string
    publishedAt: string
    thumbnails: Record<'default' | 'medium' | 'high', { url: string; width: number; height: number }>
    localized: { title: string; description: string }
    country: string
  }
  contentDetails?: { relatedPlaylists: { likes: string; uploads: string } }
  statistics?: { viewCount: string; subscriberCount: string; hiddenSubscriberCount: boolean; videoCount: string }
  status?: { privacyStatus: 'public'; isLinked: boolean; longUploadsStatus: 'longUploadsUnspecified'; madeForKids: boolean }
}

export type ChannelListResponse = {
  kind: 'youtube#channelListResponse'
  etag: string
  pageInfo: { totalResults: number; resultsPerPage: number }
  items?: ApiChannel[]
}

/** The uploads playlist of a channel: its id with "UU" for "UC". */
export const uploadsPlaylistId = (channelId: string) => `UU${channelId.slice(2)}`

/** Avatars point at the real yt3.ggpht.com, as YouTube's do; the fake's image host serves the same paths. */
function avatars(channel: WorldChannel): NonNullable<ApiChannel['snippet']>['thumbnails'] {
  const token = digest(`avatar:${channel.id}`).toString('base64url').slice(0, 40)
  const url = (size: number) => `https://yt3.ggpht.com/ytc/AIdro_${token}=s${size}-c-k-c0x00ffffff-no-rj`
  return {
    default: { url: url(88), width: 88, height: 88 },
    medium: { url: url(240), width: 240, height: 240 },
    high: { url: url(800), width: 800, height: 800 },
  }
}

function apiChannel(channel: WorldChannel, parts: Set<string>, ctx: FakeContext): ApiChannel {
  const item: ApiChannel = { kind: 'youtube#channel', etag: '', id: channel.id }
  if (parts.has('snippet')) {
    item.snippet = {
      title: channel.title,
      description: channel.description,
      customUrl: channel.handle.toLowerCase(),
      publishedAt: channel.publishedAt,
      thumbnails: avatars(channel),
      localized: { title: channel.title, description: channel.description },
      country: channel.country,
    }
  }
  if (parts.has('contentDetails')) item.contentDetails = { relatedPlaylists: { likes: '', uploads: uploadsPlaylistId(channel.id) } }
  if (parts.has('statistics')) {
    // YouTube counts public uploads only.
    const uploads = ctx.world.channelVideos(channel).filter((video) => video.privacy === 'public')
    item.statistics = {
      viewCount: String(uploads.reduce((sum, video) => sum + video.views, 0)),
      subscriberCount: String(channel.subscriberCount),
      hiddenSubscriberCount: false,
      videoCount: String(uploads.length),
    }
  }
  if (parts.has('status')) {
    item.status = { privacyStatus: 'public', isLinked: true, longUploadsStatus: 'longUploadsUnspecified', madeForKids: false }
  }
  item.etag = etag(item)
  return item
}

const NO_FILTER = 'No filter selected. Expected one of: forHandle, forUsername, id, managedByMe, mine, mySubscribers, categoryId'

function selectChannels(request: FakeRequest, ctx: FakeContext, caller: Caller): WorldChannel[] | Reply {
  const { query } = request
  if (query.get('mine') === 'true') {
    if (caller.kind !== 'user') {
      return apiError(401, 'The request uses the <code>mine</code> parameter but is not properly authorized.', {
        domain: 'youtube.parameter',
        reason: 'authorizationRequired',
        location: 'mine',
        locationType: 'parameter',
      })
    }
    return caller.mine.map((id) => ctx.world.channels.get(id)).filter((channel): channel is WorldChannel => channel !== undefined)
  }
  const handle = query.get('forHandle')
  if (handle !== null) return [ctx.world.channelByHandle(handle)].filter((channel): channel is WorldChannel => channel !== undefined)
  // The fixtures have no legacy usernames: like YouTube for an unknown one, no items.
  if (query.get('forUsername') !== null) return []
  const ids = query.get('id')
  if (ids !== null) {
    return ids
      .split(',')
      .map((id) => ctx.world.channels.get(id.trim()))
      .filter((channel): channel is WorldChannel => channel !== undefined)
  }
  return apiError(400, NO_FILTER, { domain: 'youtube.parameter', reason: 'missingRequiredParameter' })
}

/** GET /youtube/v3/channels?part=snippet,contentDetails,statistics&(mine=true|id=…|forHandle=@…) */
export function listChannels(request: FakeRequest, ctx: FakeContext, caller: Caller): Reply {
  if (!request.query.get('part'))
    return apiError(400, 'Required parameter: part', { domain: 'global', reason: 'required' }, { status: true })
  const selected = selectChannels(request, ctx, caller)
  if (!Array.isArray(selected)) return selected
  const parts = partsOf(request.query)
  const items = selected.map((channel) => apiChannel(channel, parts, ctx))
  const body: ChannelListResponse = {
    kind: 'youtube#channelListResponse',
    etag: etag(items),
    pageInfo: { totalResults: items.length, resultsPerPage: 5 },
    ...(items.length > 0 ? { items } : {}),
  }
  return apiJson(200, body)
}
