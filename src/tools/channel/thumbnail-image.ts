import { MAX_THUMBNAIL_BYTES } from '../thumbnail-maker/export'
import { CANVAS_FORMATS } from '../thumbnail-maker/formats'
import { imageSize } from '../youtube/image-size'

/** The sizes thumbnails.set takes: the canvas formats the table marks settable (decision 026: a Shorts frame is for export). */
const SETTABLE = Object.values(CANVAS_FORMATS).filter((format) => format.settableOnYouTube)
const SETTABLE_SIZES = SETTABLE.map((format) => `${format.width} × ${format.height}`).join(' or ')

/**
 * What thumbnails.set accepts from TubeLift (decision 022): a JPEG or PNG of exactly 1280×720 (the
 * maker's canvas, YouTube's recommended size), at most 2 MB. Checked in the browser before the
 * upload and again by the server, from the bytes themselves, never from a declared type.
 */

export type ThumbnailType = 'image/jpeg' | 'image/png'

export type ThumbnailProblem = 'format' | 'dimensions' | 'too_large'

export const THUMBNAIL_PROBLEMS: Record<ThumbnailProblem, string> = {
  format: 'Use a JPEG or PNG image: YouTube takes no other format for thumbnails.',
  dimensions: `The thumbnail must be exactly ${SETTABLE_SIZES} pixels. Use the video thumbnail canvas: YouTube picks a Short’s thumbnail from a frame of the Short, so a Shorts frame is for export only.`,
  too_large: 'The image is over 2 MB even as a JPEG at the lowest quality. Simplify the design or use fewer photos.',
}

/** The image's type read from its first bytes: PNG's signature or JPEG's start-of-image marker. */
export function thumbnailType(bytes: Uint8Array): ThumbnailType | null {
  if (bytes.length >= 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png'
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  return null
}

export type CheckedThumbnail = { ok: true; type: ThumbnailType; bytes: number } | { ok: false; problem: ThumbnailProblem }

/** Whether YouTube would take these bytes as a thumbnail from TubeLift; the first problem otherwise. */
export function checkThumbnail(bytes: Uint8Array): CheckedThumbnail {
  const type = thumbnailType(bytes)
  const size = type ? imageSize(bytes) : null
  if (!type || !size) return { ok: false, problem: 'format' }
  if (!SETTABLE.some((format) => format.width === size.width && format.height === size.height)) return { ok: false, problem: 'dimensions' }
  if (bytes.length > MAX_THUMBNAIL_BYTES) return { ok: false, problem: 'too_large' }
  return { ok: true, type, bytes: bytes.length }
}
