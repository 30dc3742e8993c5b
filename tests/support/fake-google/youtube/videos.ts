import { etag, isoDuration } from '../core/determinism'
import { apiError, apiJson, type FakeRequest, type Reply } from '../core/http'
import type { WorldVideo } from '../core/types'
import type { FakeContext } from '../state/context'

import { canSee, type Caller } from './caller'
import { apiVideo, partsOf, type VideoListResponse } from './video-resource'

/** videos.list and videos.batchGetStats: public videos for anyone, private ones for their owner. */

export type BatchGetStatsResponse = {
  kind: 'youtube#batchGetStatsResponse'
  etag: string
  items: {
    kind: 'youtube#videoStats'
    etag: string
    id: string
    snippet?: { publishTime: string }
    statistics?: { viewCount: string; likeCount: string; commentCount: string }
    contentDetails?: { duration: string; durationMillis: string }
  }[]
  summary: { requestedVideoCount: string; succeededVideoCount: string; failedVideoCount: string; failedVideoIds: string[] }
}

const tooManyIds = () =>
  apiError(400, 'The request specifies an invalid filter parameter.', { domain: 'youtube.parameter', reason: 'invalidFilters' })

function requestedIds(request: FakeRequest): string[] {
  return (request.query.get('id') ?? '').split(',').filter(Boolean)
}

function visibleVideos(ids: string[], caller: Caller, ctx: FakeContext): WorldVideo[] {
  return ids.map((id) => ctx.world.video(id)).filter((video): video is WorldVideo => video !== undefined && canSee(caller, video))
}

/** GET /youtube/v3/videos?id=…&part=…: unknown and private ids are not an error, they are missing from items. */
export function listVideos(request: FakeRequest, ctx: FakeContext, caller: Caller): Reply {
  const ids = requestedIds(request)
  // The API refuses more than 50 ids in one call.
  if (ids.length > 50) return tooManyIds()
  const parts = partsOf(request.query)
  const items = visibleVideos(ids, caller, ctx).map((video) => apiVideo(video, parts))
  const body: VideoListResponse = {
    kind: 'youtube#videoListResponse',
    etag: etag(items),
    items,
    pageInfo: { totalResults: items.length, resultsPerPage: items.length },
  }
  return apiJson(200, body)
}

/**
 * GET /youtube/v3/videos:batchGetStats?id=…&part=statistics: statistics only, 1 unit for up to 50
 * ids, numbers as strings (uint64 in JSON), and a summary naming the ids it could not answer.
 */
export function batchGetStats(request: FakeRequest, ctx: FakeContext, caller: Caller): Reply {
  const ids = requestedIds(request)
  if (ids.length === 0) return apiError(400, 'Required parameter: id', { domain: 'global', reason: 'required' }, { status: true })
  if (ids.length > 50) return tooManyIds()
  const parts = partsOf(request.query)
  const found = visibleVideos(ids, caller, ctx)
  const items = found.map((video) => {
    const item: BatchGetStatsResponse['items'][number] = { kind: 'youtube#videoStats', etag: '', id: video.id }
    if (parts.has('snippet')) item.snippet = { publishTime: video.publishedAt }
    if (parts.has('statistics')) {
      item.statistics = { viewCount: String(video.views), likeCount: String(video.likes), commentCount: String(video.comments) }
    }
    if (parts.has('contentDetails')) {
      item.contentDetails = { duration: isoDuration(video.durationSeconds), durationMillis: String(video.durationSeconds * 1000) }
    }
    item.etag = etag(item)
    return item
  })
  const failed = ids.filter((id) => !found.some((video) => video.id === id))
  const body: BatchGetStatsResponse = {
    kind: 'youtube#batchGetStatsResponse',
    etag: etag(items),
    items,
    summary: {
      requestedVideoCount: String(ids.length),
      succeededVideoCount: String(found.length),
      failedVideoCount: String(failed.length),
      failedVideoIds: failed,
    },
  }
  return apiJson(200, body)
}
