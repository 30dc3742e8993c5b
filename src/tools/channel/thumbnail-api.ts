import { YouTubeError } from '../youtube/errors'
import { sendBody } from '../youtube/http'
import { fetchThumbnail, type ThumbnailName } from '../youtube/thumbnails'

import { ChannelError } from './errors'
import type { ThumbnailType } from './thumbnail-image'
import { writeError } from './write-errors'
import type { SignedInOptions } from './youtube-api'

/**
 * A video's custom thumbnail (decision 022): the live one read from YouTube's image host, a new one
 * sent to thumbnails.set (the upload endpoint, the image as the raw body, 50 units, charged by the
 * caller). YouTube's refusals become the channel's errors, shown next to the action.
 */

/** YouTube refusing the image itself: `invalidImage`, a type it does not take, or over 2 MB (413). */
const imageRefused = (status: number, reasons: string[]) => {
  if (status === 413) return 'thumbnail_too_large' as const
  return status === 400 && reasons.some((reason) => ['invalidImage', 'badContent', 'mediaBodyRequired'].includes(reason))
    ? ('thumbnail_refused' as const)
    : null
}

/** Sets the video's thumbnail to `image` (uploadType=media: the bytes are the whole body). */
export async function setVideoThumbnail(
  videoId: string,
  image: { bytes: Uint8Array; type: ThumbnailType },
  { baseUrl, accessToken, ...policy }: SignedInOptions,
): Promise<void> {
  const query = new URLSearchParams({ videoId, uploadType: 'media' })
  const answer = await sendBody(
    `${baseUrl}/upload/youtube/v3/thumbnails/set?${query}`,
    { method: 'POST', body: image.bytes, contentType: image.type },
    { timeoutMs: 30_000, maxBytes: 100_000, ...policy, headers: { ...policy.headers, authorization: `Bearer ${accessToken}` } },
  )
  if (answer.status !== 200) throw writeError(answer, imageRefused)
}

/** The sizes worth keeping, largest first: maxres exists for HD uploads only, hq for every video. */
const KEPT_SIZES: ThumbnailName[] = ['maxresdefault', 'sddefault', 'hqdefault']

/**
 * The video's thumbnail as live now, at the largest size YouTube has, to be put back later; without
 * it nothing may be written. The image host has none for a deleted or private video (`thumbnail_hidden`);
 * any other failure is `previous_thumbnail_unavailable`.
 */
export async function fetchLiveThumbnail(videoId: string, baseUrl: string): Promise<{ bytes: Uint8Array; name: ThumbnailName }> {
  try {
    for (const name of KEPT_SIZES) {
      const image = await fetchThumbnail(videoId, name, 'jpg', { baseUrl })
      if (image.available) return { bytes: image.bytes, name }
    }
  } catch (error) {
    if (!(error instanceof YouTubeError)) throw error
    throw new ChannelError('previous_thumbnail_unavailable', { cause: error })
  }
  throw new ChannelError('thumbnail_hidden')
}
