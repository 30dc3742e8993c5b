import 'server-only'

import sharp from 'sharp'

import { checkThumbnail, type ThumbnailProblem, type ThumbnailType } from '@/tools/channel/thumbnail-image'
import { chooseJpegQuality } from '@/tools/thumbnail-maker/export'
import type { ThumbnailName } from '@/tools/youtube/thumbnails'

/**
 * The server's side of a thumbnail's bytes (decision 022): a new one checked again and, when over
 * 2 MB, encoded again as a JPEG at the highest quality that fits; the live one kept as a 16:9 picture.
 */

export type ThumbnailBytes = { bytes: Uint8Array; type: ThumbnailType }

export class ThumbnailImageError extends Error {
  constructor(readonly problem: ThumbnailProblem) {
    super(`thumbnail image: ${problem}`)
    this.name = 'ThumbnailImageError'
  }
}

/** The image as thumbnails.set will take it, or the problem a person can fix. */
export async function fitThumbnail(bytes: Uint8Array): Promise<ThumbnailBytes> {
  const checked = checkThumbnail(bytes)
  if (checked.ok) return { bytes, type: checked.type }
  if (checked.problem !== 'too_large') throw new ThumbnailImageError(checked.problem)
  const files = new Map<number, Buffer>()
  const choice = await chooseJpegQuality(async (quality) => {
    const file = await sharp(bytes)
      .jpeg({ quality: Math.round(quality * 100), mozjpeg: true })
      .toBuffer()
    files.set(quality, file)
    return file.length
  })
  const file = files.get(choice.quality)
  if (!choice.fits || !file) throw new ThumbnailImageError('too_large')
  return { bytes: new Uint8Array(file), type: 'image/jpeg' }
}

/**
 * The thumbnail live now, as it can be put back: maxres is 16:9 already; YouTube pads the 4:3 sizes
 * (sd, hq) with black bars above and below the picture, which would show if sent back as they are.
 */
export async function keptThumbnail(live: { bytes: Uint8Array; name: ThumbnailName }): Promise<ThumbnailBytes> {
  if (live.name === 'maxresdefault') return { bytes: live.bytes, type: 'image/jpeg' }
  const image = sharp(live.bytes)
  const { width = 0, height = 0 } = await image.metadata()
  const picture = Math.round((width * 9) / 16)
  const cropped = await image
    .extract({ left: 0, top: Math.floor((height - picture) / 2), width, height: picture })
    .jpeg({ quality: 92 })
    .toBuffer()
  return { bytes: new Uint8Array(cropped), type: 'image/jpeg' }
}
