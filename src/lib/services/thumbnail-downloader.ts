import 'server-only'

import { payloadClient } from '@/lib/payload/client'
import { createOwned } from '@/lib/services/owned'
import { lookupVideo, thumbnailVariants, type ThumbnailVariant } from '@/lib/services/youtube/lookups'
import type { User } from '@/payload-types'
import { PUBLIC_IMAGE_HOST, thumbnailUrl } from '@/tools/youtube/thumbnails'
import { watchUrl } from '@/tools/youtube/video-id'

export type ThumbnailLookup = {
  video: { id: string; title: string; channel: string; channelUrl: string | null; watchUrl: string }
  /** `url`/`webpUrl` download through this site; `directUrl` is the image's public address at YouTube. */
  thumbnails: (ThumbnailVariant & { url: string; webpUrl: string | null; directUrl: string })[]
  stale: boolean
}

/** The video's title and channel and every thumbnail size it has, with proxy download links. */
export async function lookupThumbnails(id: string, user: User | null): Promise<ThumbnailLookup> {
  const [video, { variants, stale }] = await Promise.all([lookupVideo(id), thumbnailVariants(id)])
  if (user) await recordThumbnailLookup(user, video)
  return {
    video: { id, title: video.title, channel: video.channel, channelUrl: video.channelUrl, watchUrl: watchUrl(id) },
    thumbnails: variants.map((variant) => ({
      ...variant,
      url: `/api/thumbnail-downloader/${id}/${variant.name}.jpg`,
      webpUrl: variant.webp.available ? `/api/thumbnail-downloader/${id}/${variant.name}.webp` : null,
      directUrl: thumbnailUrl(PUBLIC_IMAGE_HOST, id, variant.name),
    })),
    stale: stale || video.stale,
  }
}

/** Looking the same video up again within the hour is one visit, not a new history entry. */
const REPEAT_WINDOW_MS = 60 * 60 * 1000

async function recordThumbnailLookup(user: User, video: { id: string; title: string; channel: string }) {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'thumbnail-downloads',
    where: { videoId: { equals: video.id } },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    user,
    overrideAccess: false,
  })
  if (docs[0] && Date.now() - Date.parse(docs[0].createdAt) < REPEAT_WINDOW_MS) return
  await createOwned(user, 'thumbnail-downloads', {
    videoId: video.id,
    title: video.title.slice(0, 300),
    channel: video.channel.slice(0, 200),
  })
}
