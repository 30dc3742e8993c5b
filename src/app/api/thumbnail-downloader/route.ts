import { privateJson } from '@/lib/http/api'
import { apiRoute } from '@/lib/services/api'
import { lookupThumbnails } from '@/lib/services/thumbnail-downloader'
import { videoLinkQuerySchema } from '@/tools/youtube/video-link-schema'

/** GET /api/thumbnail-downloader?url=… — the video and every thumbnail size it has, as JSON. */
export const GET = apiRoute(async ({ query, user }) => privateJson(await lookupThumbnails(query.url, user)), {
  auth: 'optional',
  limit: 'video-lookups',
  maxBodyBytes: 0,
  query: videoLinkQuerySchema,
})
