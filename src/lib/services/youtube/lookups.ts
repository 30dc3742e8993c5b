import 'server-only'

import { env } from '@/lib/env'
import { LruCache } from '@/lib/lru'
import { fetchChannelSubscribers, fetchVideos, searchVideos, type VideoDetails } from '@/tools/youtube/data-api'
import { isYouTubeError, YouTubeError } from '@/tools/youtube/errors'
import { fetchOEmbed, type OEmbed } from '@/tools/youtube/oembed'
import { fetchSuggestions } from '@/tools/youtube/suggest'
import { fetchThumbnail, THUMBNAIL_SIZES, type ThumbnailFormat, type ThumbnailName } from '@/tools/youtube/thumbnails'

import { payloadClient } from '@/lib/payload/client'
import { chargedCall } from '@/lib/youtube/quota'
import type { DataApiMethod, QuotaFeature } from '@/tools/youtube/quota-cost'

import { readThrough } from './cache'

/**
 * Everything the tools ask YouTube, through the database cache and the daily quota. Each function
 * degrades instead of failing where it can: cached answers when YouTube is down or the quota is
 * spent, and no Data API details (with the reason) when there is no key.
 */

export type DetailsUnavailable = 'no-api-key' | 'quota' | 'error'

async function withQuota<T>(method: DataApiMethod, feature: QuotaFeature, call: () => Promise<T>): Promise<T> {
  return chargedCall(await payloadClient(), method, call, feature)
}

function unavailableReason(error: unknown): DetailsUnavailable {
  return isYouTubeError(error) && error.kind === 'quota' ? 'quota' : 'error'
}

export type VideoLookup = {
  id: string
  title: string
  channel: string
  channelUrl: string | null
  details: VideoDetails | null
  detailsUnavailable?: DetailsUnavailable
  /** Part of the answer came from an expired cache entry because YouTube could not be reached. */
  stale: boolean
}

/**
 * Title and channel (oEmbed, no key needed), plus the Data API details when a feature asks for them
 * (`detailsFor` names it for the quota) and they are available.
 */
export async function lookupVideo(id: string, { detailsFor }: { detailsFor?: QuotaFeature } = {}): Promise<VideoLookup> {
  const oembed = await readThrough<OEmbed>('oembed', id, () => fetchOEmbed(id, { baseUrl: env.YOUTUBE_OEMBED_BASE_URL }))
  const base = { id, ...oembed.value, stale: oembed.stale }
  if (!detailsFor) return { ...base, details: null }
  if (!env.YOUTUBE_API_KEY) return { ...base, details: null, detailsUnavailable: 'no-api-key' }
  const apiKey = env.YOUTUBE_API_KEY
  try {
    const details = await readThrough<VideoDetails | null>('video', id, async () => {
      const [video] = await withQuota('videos.list', detailsFor, () => fetchVideos([id], { baseUrl: env.YOUTUBE_API_BASE_URL, apiKey }))
      return video ?? null
    })
    if (!details.value) throw new YouTubeError('not_found', 'videos.list returned no item')
    return { ...base, details: details.value, stale: base.stale || details.stale }
  } catch (error) {
    if (isYouTubeError(error) && error.kind === 'not_found') throw error
    return { ...base, details: null, detailsUnavailable: unavailableReason(error) }
  }
}

export type ThumbnailVariant = {
  name: ThumbnailName
  label: string
  width: number
  height: number
  jpg: { available: boolean; bytes: number | null }
  webp: { available: boolean; bytes: number | null }
}

async function probe(id: string, name: ThumbnailName, format: ThumbnailFormat) {
  const image = await fetchThumbnail(id, name, format, { baseUrl: env.YOUTUBE_IMAGE_BASE_URL })
  if (image.available) imageCache.set(imageKey(id, name, format), image, IMAGE_TTL_MS)
  return { available: image.available, bytes: image.available ? image.bytes.byteLength : null }
}

/** Which of the five sizes exist for the video, in JPEG and WebP, with their file sizes. */
export async function thumbnailVariants(id: string): Promise<{ variants: ThumbnailVariant[]; stale: boolean }> {
  const cached = await readThrough<ThumbnailVariant[]>('thumbnails', id, () =>
    Promise.all(
      THUMBNAIL_SIZES.map(async (size) => {
        const jpg = await probe(id, size.name, 'jpg')
        const webp = jpg.available ? await probe(id, size.name, 'webp') : { available: false, bytes: null }
        return { name: size.name, label: size.label, width: size.width, height: size.height, jpg, webp }
      }),
    ),
  )
  return { variants: cached.value, stale: cached.stale }
}

type Image = { bytes: Uint8Array; contentType: string }
const IMAGE_TTL_MS = 60 * 60 * 1000
/** Recently proxied images, so a preview followed by a download fetches the image once. */
const imageCache = new LruCache<Image>(64 * 1024 * 1024, (image) => image.bytes.byteLength)
const imageKey = (id: string, name: string, format: string) => `${id}/${name}.${format}`

/** The image bytes for the download proxy, or null when YouTube has no such size. */
export async function thumbnailImage(id: string, name: ThumbnailName, format: ThumbnailFormat): Promise<Image | null> {
  const key = imageKey(id, name, format)
  const hit = imageCache.get(key)
  if (hit) return hit
  const image = await fetchThumbnail(id, name, format, { baseUrl: env.YOUTUBE_IMAGE_BASE_URL })
  if (!image.available) return null
  imageCache.set(key, image, IMAGE_TTL_MS)
  return image
}

/** YouTube's search suggestions for one query. */
export async function suggestionsFor(query: string, hl: string, gl: string) {
  return readThrough<string[]>('suggest', `${hl}:${gl}:${query}`, () =>
    fetchSuggestions(query, { baseUrl: env.YOUTUBE_SUGGEST_BASE_URL, hl, gl }),
  )
}

/** `channelSubscribers` is missing from answers cached before keyword fit measured it. */
export type KeywordCompetitionData = { totalResults: number; views: number[]; titles: string[]; channelSubscribers?: number[] }

/**
 * search.list for the keyword, videos.list for the top results' views and channels.list for their
 * channels' subscribers (keyword fit, decision 020): 102 units.
 */
export async function competitionDataFor(keyword: string, hl: string, gl: string): Promise<KeywordCompetitionData> {
  const apiKey = env.YOUTUBE_API_KEY
  if (!apiKey) throw new YouTubeError('not_configured')
  const options = { baseUrl: env.YOUTUBE_API_BASE_URL, apiKey }
  const cached = await readThrough<KeywordCompetitionData>('search', `${hl}:${gl}:${keyword}`, async () => {
    const results = await withQuota('search.list', 'keyword-explorer', () =>
      searchVideos(keyword, { ...options, maxResults: 10, regionCode: gl.toUpperCase(), relevanceLanguage: hl }),
    )
    const videos = await withQuota('videos.list', 'keyword-explorer', () =>
      fetchVideos(
        results.items.map((item) => item.id),
        options,
      ),
    )
    const channelIds = results.items.flatMap((item) => (item.channelId ? [item.channelId] : []))
    const channelSubscribers = channelIds.length
      ? await withQuota('channels.list', 'keyword-explorer', () => fetchChannelSubscribers(channelIds, options))
      : []
    return {
      totalResults: results.totalResults,
      views: videos.map((video) => video.views),
      titles: results.items.map((item) => item.title),
      channelSubscribers,
    }
  })
  return cached.value
}
