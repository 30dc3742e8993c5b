import { videoPreview } from '@/lib/data/commerce/checkout'
import { apiRoute } from '@/lib/services/api'
import { lookupVideo } from '@/lib/services/youtube/lookups'
import { videoLinkQuerySchema } from '@/tools/youtube/video-link-schema'

/** GET /api/youtube/video?url=… — a public video's title, channel and a preview image (no API key needed). */
export const GET = apiRoute(async ({ query }) => Response.json(videoPreview(await lookupVideo(query.url))), {
  auth: 'optional',
  limit: 'video-lookups',
  maxBodyBytes: 0,
  query: videoLinkQuerySchema,
})
