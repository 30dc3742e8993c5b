import { notFound, type FakeRequest, type Reply } from '../core/http'
import { NEEDS } from '../core/scopes'
import type { FakeContext } from '../state/context'
import type { DataApiMethod } from '../state/quota'

import { identify, quotaExceeded, requireScope, type Caller } from './caller'
import { listChannels } from './channels'
import { listPlaylistItems } from './playlist-items'
import { searchVideos } from './search'
import { setThumbnail } from './thumbnails-set'
import { updateVideo } from './video-update'
import { batchGetStats, listVideos } from './videos'

/**
 * www.googleapis.com/youtube/v3/… and /upload/youtube/v3/…: finds the method, checks who calls
 * (API key or Bearer token) and with which scopes, checks and charges the quota, then answers.
 */

type Method = {
  name: DataApiMethod
  /** Google's name for it in scope errors (google.rpc.ErrorInfo metadata). */
  rpc: string
  scopes: readonly string[]
  keyAllowed: boolean
  handle: (request: FakeRequest, ctx: FakeContext, caller: Caller) => Reply | Promise<Reply>
}

const METHODS: Record<string, Method> = {
  'GET /youtube/v3/videos': {
    name: 'videos.list',
    rpc: 'youtube.api.v3.V3DataVideoService.List',
    scopes: NEEDS.youtubeRead,
    keyAllowed: true,
    handle: (request, ctx, caller) => listVideos(request, ctx, caller),
  },
  'GET /youtube/v3/videos:batchGetStats': {
    name: 'videos.batchGetStats',
    rpc: 'youtube.api.v3.V3DataVideoService.BatchGetStats',
    scopes: NEEDS.youtubeRead,
    keyAllowed: true,
    handle: (request, ctx, caller) => batchGetStats(request, ctx, caller),
  },
  'PUT /youtube/v3/videos': {
    name: 'videos.update',
    rpc: 'youtube.api.v3.V3DataVideoService.Update',
    scopes: NEEDS.youtubeWrite,
    keyAllowed: false,
    handle: (request, ctx, caller) => updateVideo(request, ctx, caller),
  },
  'GET /youtube/v3/search': {
    name: 'search.list',
    rpc: 'youtube.api.v3.V3DataSearchService.List',
    scopes: NEEDS.youtubeRead,
    keyAllowed: true,
    handle: (request, ctx) => searchVideos(request, ctx),
  },
  'GET /youtube/v3/channels': {
    name: 'channels.list',
    rpc: 'youtube.api.v3.V3DataChannelService.List',
    scopes: NEEDS.youtubeRead,
    keyAllowed: true,
    handle: (request, ctx, caller) => listChannels(request, ctx, caller),
  },
  'GET /youtube/v3/playlistItems': {
    name: 'playlistItems.list',
    rpc: 'youtube.api.v3.V3DataPlaylistItemService.List',
    scopes: NEEDS.youtubeRead,
    keyAllowed: true,
    handle: (request, ctx, caller) => listPlaylistItems(request, ctx, caller),
  },
  'POST /upload/youtube/v3/thumbnails/set': {
    name: 'thumbnails.set',
    rpc: 'youtube.api.v3.V3DataThumbnailService.Set',
    scopes: NEEDS.thumbnailWrite,
    keyAllowed: false,
    handle: (request, ctx, caller) => setThumbnail(request, ctx, caller),
  },
}

export async function dataApi(request: FakeRequest, ctx: FakeContext): Promise<Reply> {
  const method = METHODS[`${request.method} ${request.path}`]
  if (!method) return notFound
  const caller = identify(request, ctx, { keyAllowed: method.keyAllowed })
  if (!('kind' in caller)) return caller
  const scopeError = requireScope(caller, method.scopes, 'youtube.googleapis.com', method.rpc)
  if (scopeError) return scopeError
  if (!ctx.quota.fits(method.name)) return quotaExceeded()
  const reply = await method.handle(request, ctx, caller)
  ctx.quota.charge(method.name, reply.status < 400)
  return reply
}
