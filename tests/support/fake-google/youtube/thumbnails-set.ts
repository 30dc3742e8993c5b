import sharp from 'sharp'

import { etag } from '../core/determinism'
import { apiError, apiJson, type FakeRequest, type Reply } from '../core/http'
import type { FakeContext } from '../state/context'

import { canSee, owns, type Caller } from './caller'
import { apiThumbnails, type ApiThumbnails } from './video-resource'

/**
 * POST /upload/youtube/v3/thumbnails/set?videoId=…: the image as the raw body
 * (uploadType=media, Content-Type image/jpeg or image/png) or as the media part of a
 * multipart/related (uploadType=multipart) or multipart/form-data body. Another type is 400
 * `invalidImage`, over 2 MB 413 `mediaBodyTooLarge`; it must decode as a JPEG or PNG. The video's
 * thumbnail URLs change, and the image host serves the new picture at every size.
 */

export type ThumbnailSetResponse = { kind: 'youtube#thumbnailSetResponse'; etag: string; items: ApiThumbnails[] }

export const MAX_THUMBNAIL_BYTES = 2 * 1024 * 1024
const MEDIA_TYPES = ['image/jpeg', 'image/png']

type Media = { contentType: string; bytes: Buffer }

/** The parts of a multipart body, with their content types. */
function multipartParts(body: Buffer, boundary: string): Media[] {
  const delimiter = Buffer.from(`--${boundary}`)
  const parts: Media[] = []
  let start = body.indexOf(delimiter)
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length)
    if (next === -1) break
    const part = body.subarray(start + delimiter.length, next)
    const headerEnd = part.indexOf('\r\n\r\n')
    if (headerEnd !== -1) {
      const headers = part.subarray(0, headerEnd).toString('latin1')
      const contentType = /content-type:\s*([^\r\n;]+)/i.exec(headers)?.[1]?.trim().toLowerCase() ?? 'application/octet-stream'
      // The part's bytes end before the CRLF that precedes the next delimiter.
      parts.push({ contentType, bytes: part.subarray(headerEnd + 4, part.length - 2) })
    }
    start = next
  }
  return parts
}

/** The uploaded image, whichever way it came. */
function media(request: FakeRequest): Media {
  const contentType = (request.headers['content-type'] ?? '').toLowerCase()
  const boundary = /^multipart\/(?:related|form-data);.*boundary="?([^";]+)"?/.exec(contentType)?.[1]
  if (!boundary) return { contentType: contentType.split(';')[0]?.trim() ?? '', bytes: request.body }
  const parts = multipartParts(request.body, boundary)
  // In multipart/related the first part is the (here empty) JSON metadata; the media part follows.
  return (
    parts.find((part) => part.contentType !== 'application/json') ?? { contentType: 'application/octet-stream', bytes: Buffer.alloc(0) }
  )
}

const thumbnailError = (code: number, reason: string, message: string, extra: { location?: string; locationType?: string } = {}) =>
  apiError(code, message, { domain: 'youtube.thumbnail', reason, ...extra })

async function decode(bytes: Buffer): Promise<{ width: number; height: number } | null> {
  try {
    const { format, width, height } = await sharp(bytes).metadata()
    return (format === 'jpeg' || format === 'png') && width && height ? { width, height } : null
  } catch {
    return null
  }
}

export async function setThumbnail(request: FakeRequest, ctx: FakeContext, caller: Caller): Promise<Reply> {
  const videoId = request.query.get('videoId')
  if (!videoId) return apiError(400, 'Required parameter: videoId', { domain: 'global', reason: 'required' }, { status: true })
  const video = ctx.world.video(videoId)
  if (!video || !canSee(caller, video)) {
    return thumbnailError(
      404,
      'videoNotFound',
      'The video that you are trying to insert a thumbnail image for cannot be found. Check the value of the <code>videoId</code> parameter to ensure that it is correct.',
      { location: 'videoId', locationType: 'parameter' },
    )
  }
  if (!owns(caller, video)) {
    return thumbnailError(
      403,
      'forbidden',
      "The thumbnail can't be set for the specified video. The request might not be properly authorized.",
    )
  }
  const upload = media(request)
  if (upload.bytes.length === 0) return thumbnailError(400, 'mediaBodyRequired', 'The request does not include the image content.')
  if (!MEDIA_TYPES.includes(upload.contentType)) {
    return thumbnailError(
      400,
      'invalidImage',
      `The provided image content is invalid: media type '${upload.contentType}' is not supported.`,
    )
  }
  if (upload.bytes.length > MAX_THUMBNAIL_BYTES) {
    return thumbnailError(413, 'mediaBodyTooLarge', `The image is larger than ${MAX_THUMBNAIL_BYTES} bytes.`)
  }
  const size = await decode(upload.bytes)
  if (!size) return thumbnailError(400, 'invalidImage', 'The provided image content is invalid.')
  video.custom = { version: (video.custom?.version ?? 0) + 1, image: Buffer.from(upload.bytes), ...size }
  const items = [apiThumbnails(video)]
  const body: ThumbnailSetResponse = { kind: 'youtube#thumbnailSetResponse', etag: etag(items), items }
  return apiJson(200, body)
}
