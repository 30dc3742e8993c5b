import { apiRoute, parseInput } from '@/lib/services/api'
import { videoPreview } from '@/lib/data/checkout'
import { getApiUser } from '@/lib/data/session'
import { enforceToolLimit } from '@/lib/rate-limit/api-limits'
import { videoLookupSchema } from '@/lib/services/thumbnail-downloader'
import { lookupVideo } from '@/lib/services/youtube/lookups'
import { pagesApiRoute } from '@/lib/services/pages-api-route'

/** GET /api/tools/video?url=… — a public video's title, channel and a preview image (no API key needed). */
export const GET = apiRoute(async (request: Request) => {
  const { url: videoId } = parseInput(videoLookupSchema, Object.fromEntries(new URL(request.url).searchParams))
  await enforceToolLimit('thumbnails', request, await getApiUser(request))
  const video = await lookupVideo(videoId, { withDetails: false })
  return Response.json(videoPreview(video))
})

// Read by Next as a literal, in each route: the body and the answer's size are left to pagesApiRoute.
export const config = { api: { bodyParser: false, responseLimit: false } }
export default pagesApiRoute({ GET })
