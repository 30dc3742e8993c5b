import { etag, isoDuration, opaque } from '../core/determinism'
import type { ThumbnailName, WorldVideo } from '../core/types'

/** The Data API's video resource, built from the world's video with only the parts asked for. */

type Thumbnail = { url: string; width: number; height: number }

export type ThumbnailKey = 'default' | 'medium' | 'high' | 'standard' | 'maxres'

export type ApiThumbnails = Partial<Record<ThumbnailKey, Thumbnail>>

/** The snippet fields videos, search results and playlist items share. */
export type SnippetCore = {
  publishedAt: string
  channelId: string
  title: string
  description: string
  thumbnails: ApiThumbnails
  channelTitle: string
}

export type ApiSnippet = SnippetCore & {
  tags?: string[]
  categoryId: string
  liveBroadcastContent: 'none'
  defaultLanguage?: string
  localized: { title: string; description: string }
  defaultAudioLanguage?: string
}

export type ApiVideo = {
  kind: 'youtube#video'
  etag: string
  id: string
  snippet?: ApiSnippet
  contentDetails?: {
    duration: string
    dimension: '2d'
    definition: 'hd'
    caption: 'true' | 'false'
    licensedContent: boolean
    projection: 'rectangular'
  }
  statistics?: { viewCount: string; likeCount: string; favoriteCount: string; commentCount: string }
  status?: {
    uploadStatus: 'processed'
    privacyStatus: WorldVideo['privacy']
    license: 'youtube'
    embeddable: boolean
    publicStatsViewable: boolean
    madeForKids: boolean
  }
}

export type VideoListResponse = {
  kind: 'youtube#videoListResponse'
  etag: string
  items: ApiVideo[]
  pageInfo: { totalResults: number; resultsPerPage: number }
}

export const THUMBNAILS = {
  default: { key: 'default', width: 120, height: 90 },
  mqdefault: { key: 'medium', width: 320, height: 180 },
  hqdefault: { key: 'high', width: 480, height: 360 },
  sddefault: { key: 'standard', width: 640, height: 480 },
  maxresdefault: { key: 'maxres', width: 1280, height: 720 },
} as const satisfies Record<ThumbnailName, { key: ThumbnailKey; width: number; height: number }>

export function isThumbnailName(name: string): name is ThumbnailName {
  return Object.hasOwn(THUMBNAILS, name)
}

/** The sizes a video has: the ones YouTube generated, or after a custom upload those its width allows. */
export function thumbnailSizes(video: WorldVideo): ThumbnailName[] {
  const custom = video.custom
  if (!custom) return video.thumbnails
  return (Object.keys(THUMBNAILS) as ThumbnailName[]).filter((name) => THUMBNAILS[name].width <= Math.max(custom.width, 480))
}

/**
 * Thumbnail URLs point at the real i.ytimg.com, as YouTube's do (the app swaps the host itself). A
 * custom thumbnail adds a version to the query, so the URL changes when the picture does.
 */
export function apiThumbnails(video: WorldVideo): ApiThumbnails {
  const version = video.custom ? `?rs=${opaque('AOn4CL', `${video.id}:${video.custom.version}`, 20)}` : ''
  return Object.fromEntries(
    thumbnailSizes(video).map((name) => {
      const { key, width, height } = THUMBNAILS[name]
      return [key, { url: `https://i.ytimg.com/vi/${video.id}/${name}.jpg${version}`, width, height }]
    }),
  )
}

export function snippetCore(video: WorldVideo): SnippetCore {
  return {
    publishedAt: video.publishedAt,
    channelId: video.channelId,
    title: video.title,
    description: video.description,
    thumbnails: apiThumbnails(video),
    channelTitle: video.channelTitle,
  }
}

export function apiSnippet(video: WorldVideo): ApiSnippet {
  return {
    ...snippetCore(video),
    // YouTube leaves "tags" out entirely when a video has none.
    ...(video.tags.length > 0 ? { tags: video.tags } : {}),
    categoryId: video.categoryId,
    liveBroadcastContent: 'none',
    ...(video.defaultLanguage ? { defaultLanguage: video.defaultLanguage } : {}),
    localized: { title: video.title, description: video.description },
    ...(video.defaultAudioLanguage ? { defaultAudioLanguage: video.defaultAudioLanguage } : {}),
  }
}

/** A videos.list item with only the parts asked for, as the API does. */
export function apiVideo(video: WorldVideo, parts: Set<string>): ApiVideo {
  const item: ApiVideo = { kind: 'youtube#video', etag: '', id: video.id }
  if (parts.has('snippet')) item.snippet = apiSnippet(video)
  if (parts.has('contentDetails')) {
    item.contentDetails = {
      duration: isoDuration(video.durationSeconds),
      dimension: '2d',
      definition: 'hd',
      caption: video.hasCaptions ? 'true' : 'false',
      licensedContent: false,
      projection: 'rectangular',
    }
  }
  if (parts.has('statistics')) {
    item.statistics = {
      viewCount: String(video.views),
      likeCount: String(video.likes),
      favoriteCount: '0',
      commentCount: String(video.comments),
    }
  }
  if (parts.has('status')) {
    item.status = {
      uploadStatus: 'processed',
      privacyStatus: video.privacy,
      license: 'youtube',
      embeddable: true,
      publicStatsViewable: true,
      madeForKids: video.madeForKids,
    }
  }
  item.etag = etag(item)
  return item
}

/** The `part` parameter as a set of names. */
export function partsOf(query: URLSearchParams): Set<string> {
  return new Set((query.get('part') ?? '').split(',').map((part) => part.trim()))
}
