import { AppError } from '@/lib/errors'
import { thumbnailChangeImage } from '@/lib/data/thumbnail-changes'
import { apiRoute } from '@/lib/services/api'

/**
 * GET /api/thumbnail-changes/{change}/{before|after} — one image of a thumbnail change, for its owner
 * only: the thumbnail it replaced or the new one (decision 022). Anyone else gets a 404.
 */
export const GET = apiRoute<{ change: string; side: string }, 'user'>(
  async ({ user, params: { change, side } }) => {
    const id = Number(change)
    const image =
      Number.isInteger(id) && id > 0 && (side === 'before' || side === 'after') ? await thumbnailChangeImage(user, id, side) : null
    if (!image) throw new AppError('not_found', 'There is no such thumbnail.')
    return new Response(image.bytes as BodyInit, {
      headers: {
        'Content-Type': image.type,
        'Content-Length': String(image.bytes.byteLength),
        // `before` is downloaded again just before the write: never reuse an old copy.
        'Cache-Control': 'private, no-cache',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  },
  { auth: 'user', limit: 'thumbnail-images', maxBodyBytes: 0 },
)
