import { YouTubeError } from './errors'
import { getWithPolicy, type HttpPolicy } from './http'
import { imageSize } from './image-size'

/** The thumbnails YouTube generates for every video, largest first. */
export const THUMBNAIL_SIZES = [
  { name: 'maxresdefault', width: 1280, height: 720, label: 'Maximum resolution' },
  { name: 'sddefault', width: 640, height: 480, label: 'Standard definition' },
  { name: 'hqdefault', width: 480, height: 360, label: 'High quality' },
  { name: 'mqdefault', width: 320, height: 180, label: 'Medium quality' },
  { name: 'default', width: 120, height: 90, label: 'Default' },
] as const

/** Where YouTube publishes thumbnails (what people copy and share), whatever host the server fetches from. */
export const PUBLIC_IMAGE_HOST = 'https://i.ytimg.com'

export type ThumbnailName = (typeof THUMBNAIL_SIZES)[number]['name']
export type ThumbnailFormat = 'jpg' | 'webp'

export function isThumbnailName(value: string): value is ThumbnailName {
  return THUMBNAIL_SIZES.some((size) => size.name === value)
}

/** Only ever built from a validated id and a known name: no user-supplied URL is fetched. */
export function thumbnailUrl(baseUrl: string, videoId: string, name: ThumbnailName, format: ThumbnailFormat = 'jpg'): string {
  return format === 'webp' ? `${baseUrl}/vi_webp/${videoId}/${name}.webp` : `${baseUrl}/vi/${videoId}/${name}.jpg`
}

export type ThumbnailImage =
  { available: true; bytes: Uint8Array; contentType: string; width: number; height: number } | { available: false }

/**
 * YouTube answers a missing size with HTTP 404 and a valid 120×90 grey JPEG: availability is read
 * from the status and the image's real size, never from whether an image loaded.
 */
export function isPlaceholder(name: ThumbnailName, status: number, size: { width: number; height: number } | null): boolean {
  if (status === 404 || !size) return true
  return name !== 'default' && size.width === 120 && size.height === 90
}

export async function fetchThumbnail(
  videoId: string,
  name: ThumbnailName,
  format: ThumbnailFormat,
  { baseUrl, ...policy }: { baseUrl: string } & HttpPolicy,
): Promise<ThumbnailImage> {
  const answer = await getWithPolicy(thumbnailUrl(baseUrl, videoId, name, format), { maxBytes: 5_000_000, timeoutMs: 5_000, ...policy })
  if (answer.status !== 200 && answer.status !== 404)
    throw new YouTubeError('unavailable', `image host HTTP ${answer.status}`, answer.status)
  const size = imageSize(answer.body)
  if (answer.status === 200 && !size)
    throw new YouTubeError('bad_response', 'the image host answered 200 with something that is not an image')
  if (isPlaceholder(name, answer.status, size) || !size) return { available: false }
  return { available: true, bytes: answer.body, contentType: format === 'webp' ? 'image/webp' : 'image/jpeg', ...size }
}
