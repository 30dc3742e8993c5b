import { apiRoute, privateJson, parseInput } from '@/lib/services/api'
import { getApiUser } from '@/lib/data/session'
import { enforceToolLimit } from '@/lib/rate-limit/api-limits'
import { lookupThumbnails, videoLookupSchema } from '@/lib/services/thumbnail-downloader'
import { pagesApiRoute } from '@/lib/services/pages-api-route'

/** GET /api/tools/thumbnails?url=… — the video and every thumbnail size it has, as JSON. */
export const GET = apiRoute(async (request: Request) => {
  const { url: videoId } = parseInput(videoLookupSchema, Object.fromEntries(new URL(request.url).searchParams))
  const user = await getApiUser(request)
  await enforceToolLimit('thumbnails', request, user)
  return privateJson(await lookupThumbnails(videoId, user))
})

// Read by Next as a literal, in each route: the body and the answer's size are left to pagesApiRoute.
export const config = { api: { bodyParser: false, responseLimit: false } }
export default pagesApiRoute({ GET })
