import { AppError } from '@/lib/errors'
import { apiRoute } from '@/lib/services/api'
import { thumbnailImage } from '@/lib/services/youtube/lookups'
import { isThumbnailName, type ThumbnailFormat } from '@/tools/youtube/thumbnails'
import { VIDEO_ID_PATTERN } from '@/tools/youtube/video-id'

const FILE = /^([a-z]+)\.(jpg|webp)$/

/**
 * GET /api/thumbnail-downloader/{videoId}/{name}.{jpg|webp} — streams a thumbnail from YouTube's
 * image host as a download. The URL upstream is built only from a validated id and a known size
 * name, so no address a visitor typed is ever fetched. `?inline=1` shows it in the page instead.
 */
export const GET = apiRoute<{ videoId: string; file: string }>(
  async ({ request, params: { videoId, file } }) => {
    const [, name = '', extension = ''] = FILE.exec(file) ?? []
    if (!VIDEO_ID_PATTERN.test(videoId) || !isThumbnailName(name)) throw new AppError('not_found', 'There is no such thumbnail.')
    const image = await thumbnailImage(videoId, name, extension as ThumbnailFormat)
    if (!image) throw new AppError('not_found', 'YouTube has no thumbnail of this size for the video.')
    const inline = new URL(request.url).searchParams.get('inline') === '1'
    const filename = `${videoId}-${name}.${extension}`
    return new Response(image.bytes as BodyInit, {
      headers: {
        'Content-Type': image.contentType,
        'Content-Length': String(image.bytes.byteLength),
        'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${filename}"`,
        'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  },
  // Public images: no session is read, and the limit counts the client address.
  { auth: 'none', limit: 'thumbnail-images', maxBodyBytes: 0 },
)
