import { apiRoute, parseInput } from '@/lib/api'
import { getCurrentUser } from '@/lib/data/session'
import { AppError } from '@/lib/errors'
import { enforceToolLimit } from '@/lib/tools/limits'
import { thumbnailLookupSchema } from '@/lib/tools/thumbnails'
import { lookupVideo } from '@/lib/youtube/service'
import { parseVideoId, watchUrl } from '@/tools/youtube/video-id'

/** GET /api/tools/video?url=… — a public video's title, channel and a preview image (no API key needed). */
export const GET = apiRoute(async (request: Request) => {
  const { url } = parseInput(thumbnailLookupSchema, Object.fromEntries(new URL(request.url).searchParams))
  const parsed = parseVideoId(url)
  if (!parsed.ok) throw new AppError('bad_request', parsed.message, { fieldErrors: { url: parsed.message } })
  await enforceToolLimit('thumbnails', request, await getCurrentUser())
  const video = await lookupVideo(parsed.id, { withDetails: false })
  return Response.json({
    id: video.id,
    title: video.title,
    channel: video.channel,
    watchUrl: watchUrl(video.id),
    thumbnailUrl: `/api/tools/thumbnails/${video.id}/mqdefault.jpg?inline=1`,
  })
})
