import { apiRoute } from '@/lib/services/api'
import { AppError } from '@/lib/errors'
import { RATE_LIMITS, rateLimiter } from '@/lib/rate-limit/limiter'
import { clientIp } from '@/lib/http/request-ip'
import { thumbnailImage } from '@/lib/services/youtube/lookups'
import { isThumbnailName, type ThumbnailFormat } from '@/tools/youtube/thumbnails'
import { VIDEO_ID_PATTERN } from '@/tools/youtube/video-id'
import { pagesApiRoute } from '@/lib/services/pages-api-route'

type Context = { params: Promise<Partial<Record<'videoId' | 'file', string>>> }

const FILE = /^([a-z]+)\.(jpg|webp)$/

/**
 * GET /api/tools/thumbnails/{videoId}/{name}.{jpg|webp} — streams a thumbnail from YouTube's image
 * host as a download. The URL upstream is built only from a validated id and a known size name, so
 * no address a visitor typed is ever fetched. `?inline=1` shows it in the page instead.
 */
export const GET = apiRoute(async (request: Request, { params }: Context) => {
  const { videoId = '', file = '' } = await params
  const [, name = '', extension = ''] = FILE.exec(file) ?? []
  if (!VIDEO_ID_PATTERN.test(videoId) || !isThumbnailName(name)) throw new AppError('not_found', 'There is no such thumbnail.')
  const limit = await rateLimiter.check([{ rule: RATE_LIMITS.imagesPerIp, key: clientIp(request.headers) }])
  if (!limit.allowed) throw new AppError('rate_limited', undefined, { retryAfter: limit.retryAfterSeconds })

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
})

// Read by Next as a literal, in each route: the body and the answer's size are left to pagesApiRoute.
export const config = { api: { bodyParser: false, responseLimit: false } }
export default pagesApiRoute({ GET })
