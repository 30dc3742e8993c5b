import { apiRoute } from '@/lib/services/api'
import { lookupVideo } from '@/lib/services/youtube/lookups'
import { seedsFromVideo } from '@/tools/keyword-explorer/video-seed'
import { videoLinkQuerySchema } from '@/tools/youtube/video-link-schema'

/**
 * GET /api/keyword-explorer/video?url=… — seeds from a video pasted as the explorer's seed: its title
 * and tags (tags need the Data API: one cached videos.list unit; without it, the title alone).
 */
export const GET = apiRoute(
  async ({ query }) => {
    const video = await lookupVideo(query.url, { detailsFor: 'keyword-explorer' })
    return Response.json({ title: video.title, seeds: seedsFromVideo(video.title, video.details?.tags ?? []) })
  },
  { auth: 'optional', limit: 'video-lookups', maxBodyBytes: 0, query: videoLinkQuerySchema },
)
