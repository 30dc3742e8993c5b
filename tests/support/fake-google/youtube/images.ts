import sharp from 'sharp'

import { hash } from '../core/determinism'
import type { Reply } from '../core/http'
import type { ThumbnailName, WorldVideo } from '../core/types'
import { fakeVideos } from '../fixtures'
import type { FakeContext } from '../state/context'

import { isThumbnailName, THUMBNAILS, thumbnailSizes } from './video-resource'

/**
 * The image hosts: i.ytimg.com (/vi/<id>/<name>.jpg, /vi_webp/<id>/<name>.webp), yt3.ggpht.com
 * (channel avatars, /ytc/…) and lh3.googleusercontent.com (profile pictures, /a/…). Thumbnails are
 * a gradient coloured by the video id, or the custom image thumbnails.set received; the 4:3 sizes
 * (default, hq, sd) get black bars above and below the 16:9 picture, as YouTube's do.
 */

type ImageFormat = 'jpeg' | 'webp'

export type ImageCache = { placeholder: Buffer; rendered: Map<string, Promise<Buffer>> }

function thumbnailSvg(id: string, width: number, height: number): string {
  const h = hash(`colour:${id}`)
  const hue = h % 360
  const picture = Math.round((width * 9) / 16)
  const top = Math.round((height - picture) / 2)
  const cx = Math.round(width * (0.25 + ((h >>> 9) % 50) / 100))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,25%)"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="#000"/>
  <rect y="${top}" width="${width}" height="${picture}" fill="url(#g)"/>
  <circle cx="${cx}" cy="${top + picture / 2}" r="${Math.round(picture / 4)}" fill="hsl(${(hue + 180) % 360},80%,70%)"/>
</svg>`
}

async function renderThumbnail(video: Pick<WorldVideo, 'id' | 'custom'>, name: ThumbnailName, format: ImageFormat): Promise<Buffer> {
  const { width, height } = THUMBNAILS[name]
  let image = sharp(Buffer.from(thumbnailSvg(video.id, width, height)))
  if (video.custom) {
    const picture = Math.round((width * 9) / 16)
    const top = Math.floor((height - picture) / 2)
    const resized = await sharp(video.custom.image).resize(width, picture, { fit: 'cover' }).toBuffer()
    image = sharp({ create: { width, height, channels: 3, background: '#000000' } }).composite([{ input: resized, top, left: 0 }])
  }
  return format === 'jpeg' ? image.jpeg({ quality: 80 }).toBuffer() : image.webp({ quality: 80 }).toBuffer()
}

/** YouTube's "no such thumbnail" answer: HTTP 404 whose body is still a valid 120×90 grey JPEG. */
function renderPlaceholder(): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 90, channels: 3, background: '#cccccc' } })
    .jpeg()
    .toBuffer()
}

/** Renders each image once; custom thumbnails are cached per version, so a new upload shows at once. */
function cached(cache: ImageCache, key: string, render: () => Promise<Buffer>): Promise<Buffer> {
  let image = cache.rendered.get(key)
  if (!image) {
    image = render()
    cache.rendered.set(key, image)
  }
  return image
}

function cachedThumbnail(cache: ImageCache, video: Pick<WorldVideo, 'id' | 'custom'>, name: ThumbnailName, format: ImageFormat) {
  return cached(cache, `${video.id}/${video.custom?.version ?? 0}/${name}.${format}`, () => renderThumbnail(video, name, format))
}

/** The placeholder, and the older public table's images rendered up front (the tools' tests time their first loads). */
export async function prepareImages(): Promise<ImageCache> {
  const cache: ImageCache = { placeholder: await renderPlaceholder(), rendered: new Map() }
  const renders = Object.values(fakeVideos).flatMap((video) =>
    video.thumbnails.flatMap((name) => [
      cachedThumbnail(cache, video, name, 'jpeg'),
      ...(video.webp ? [cachedThumbnail(cache, video, name, 'webp')] : []),
    ]),
  )
  await Promise.all(renders)
  return cache
}

const THUMBNAIL_PATH = /^\/(vi|vi_webp)\/([^/]+)\/([^/]+)$/
const AVATAR_PATH = /^\/(?:ytc\/|a\/)([^=/]+)=s(\d+)/

async function thumbnail(match: RegExpExecArray, ctx: FakeContext, cache: ImageCache): Promise<Reply> {
  const [, folder = '', id = '', file = ''] = match
  const format: ImageFormat = folder === 'vi' ? 'jpeg' : 'webp'
  const name = file.replace(format === 'jpeg' ? /\.jpg$/ : /\.webp$/, '')
  const video = ctx.world.video(id)
  const exists =
    video &&
    video.privacy !== 'private' &&
    isThumbnailName(name) &&
    thumbnailSizes(video).includes(name) &&
    (format === 'jpeg' || video.webp)
  if (!exists) return { status: 404, headers: { 'content-type': 'image/jpeg' }, body: cache.placeholder }
  const body = await cachedThumbnail(cache, video, name, format)
  return { status: 200, headers: { 'content-type': `image/${format}`, 'cache-control': 'public, max-age=7200' }, body }
}

/** A square avatar or profile picture, coloured by its token, at the size its URL asks for. */
async function avatar(match: RegExpExecArray, cache: ImageCache): Promise<Reply> {
  const [, token = '', sizeText = '88'] = match
  const size = Math.min(900, Math.max(16, Number(sizeText)))
  const body = await cached(cache, `avatar/${token}/${size}`, () => {
    const hue = hash(`avatar:${token}`) % 360
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="hsl(${hue},60%,45%)"/><circle cx="${size / 2}" cy="${size * 0.4}" r="${size / 5}" fill="#fff"/><rect x="${size * 0.25}" y="${size * 0.65}" width="${size / 2}" height="${size * 0.35}" rx="${size / 5}" fill="#fff"/></svg>`
    return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer()
  })
  return { status: 200, headers: { 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=86400' }, body }
}

/** The image at this path, or null when the path is not an image host's. */
export function image(path: string, ctx: FakeContext, cache: ImageCache): Promise<Reply> | null {
  const thumbnailMatch = THUMBNAIL_PATH.exec(path)
  if (thumbnailMatch) return thumbnail(thumbnailMatch, ctx, cache)
  const avatarMatch = AVATAR_PATH.exec(path)
  return avatarMatch ? avatar(avatarMatch, cache) : null
}
