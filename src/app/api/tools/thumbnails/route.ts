import { apiRoute, parseInput } from '@/lib/api'
import { getCurrentUser } from '@/lib/data/session'
import { enforceToolLimit } from '@/lib/tools/limits'
import { lookupThumbnails, thumbnailLookupSchema } from '@/lib/tools/thumbnails'

/** GET /api/tools/thumbnails?url=… — the video and every thumbnail size it has, as JSON. */
export const GET = apiRoute(async (request: Request) => {
  const { url } = parseInput(thumbnailLookupSchema, Object.fromEntries(new URL(request.url).searchParams))
  const user = await getCurrentUser()
  await enforceToolLimit('thumbnails', request, user)
  return Response.json(await lookupThumbnails(url, user), { headers: { 'Cache-Control': 'private, no-store' } })
})
