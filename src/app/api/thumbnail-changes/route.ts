import { AppError } from '@/lib/errors'
import { parseInput, privateJson } from '@/lib/http/api'
import { apiRoute } from '@/lib/services/api'
import { reviewThumbnailChange, thumbnailReviewPage } from '@/lib/services/channel/thumbnail-changes'
import { CHANNEL_NOTICES } from '@/tools/channel/notices'
import { thumbnailReviewSchema } from '@/tools/channel/schema'

/** A PNG straight from the maker's canvas may be large; JPEGs over 2 MB are encoded again to fit (decision 022). */
const MAX_IMAGE_BYTES = 12 * 1024 * 1024

/**
 * POST /api/thumbnail-changes — a new thumbnail for a video of the user's connected channel, kept
 * for review beside the one live. Multipart form: `videoId`, `image` (JPEG or PNG, 1280×720). Answers
 * `{ change, reviewUrl }`; an image YouTube would refuse is a 400 with the message on `image`, a
 * refusal (demo channel, video gone, reconnect needed) a 422 with its sentence.
 */
export const POST = apiRoute(
  async ({ body, user }) => {
    const { videoId } = parseInput(thumbnailReviewSchema, { videoId: body.get('videoId') })
    const image = body.get('image')
    if (!(image instanceof Blob) || image.size === 0) {
      const message = 'Export the design as the image to send.'
      throw new AppError('bad_request', message, { fieldErrors: { image: message } })
    }
    const outcome = await reviewThumbnailChange(user, videoId, new Uint8Array(await image.arrayBuffer()))
    if (!('change' in outcome))
      throw new AppError('unprocessable', CHANNEL_NOTICES['notice' in outcome ? outcome.notice : 'change_expired'].text)
    return privateJson({ change: outcome.change, reviewUrl: thumbnailReviewPage(videoId, outcome.change) })
  },
  { auth: 'user', limit: 'thumbnail-changes', maxBodyBytes: MAX_IMAGE_BYTES, body: 'form-data' },
)
