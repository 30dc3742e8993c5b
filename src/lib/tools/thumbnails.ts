import 'server-only'

import { z } from 'zod'

import { AppError } from '@/lib/errors'
import { lookupVideo, thumbnailVariants, type ThumbnailVariant } from '@/lib/youtube/service'
import type { User } from '@/payload-types'
import { PUBLIC_IMAGE_HOST, thumbnailUrl } from '@/tools/youtube/thumbnails'
import { parseVideoId, watchUrl } from '@/tools/youtube/video-id'

import { recordThumbnailLookup } from './history'

export const thumbnailLookupSchema = z.object({
  url: z.string({ error: 'Paste a YouTube video link.' }).trim().min(1, 'Paste a YouTube video link.').max(2048, 'That link is too long.'),
})

export type ThumbnailLookup = {
  video: { id: string; title: string; channel: string; channelUrl: string | null; watchUrl: string }
  /** `url`/`webpUrl` download through this site; `directUrl` is the image's public address at YouTube. */
  thumbnails: (ThumbnailVariant & { url: string; webpUrl: string | null; directUrl: string })[]
  stale: boolean
}

/** The video's title and channel and every thumbnail size it has, with proxy download links. */
export async function lookupThumbnails(url: string, user: User | null): Promise<ThumbnailLookup> {
  const parsed = parseVideoId(url)
  if (!parsed.ok) throw new AppError('bad_request', parsed.message, { fieldErrors: { url: parsed.message } })
  const id = parsed.id
  const [video, { variants, stale }] = await Promise.all([lookupVideo(id, { withDetails: false }), thumbnailVariants(id)])
  if (user) await recordThumbnailLookup(user, video)
  return {
    video: { id, title: video.title, channel: video.channel, channelUrl: video.channelUrl, watchUrl: watchUrl(id) },
    thumbnails: variants.map((variant) => ({
      ...variant,
      url: `/api/tools/thumbnails/${id}/${variant.name}.jpg`,
      webpUrl: variant.webp.available ? `/api/tools/thumbnails/${id}/${variant.name}.webp` : null,
      directUrl: thumbnailUrl(PUBLIC_IMAGE_HOST, id, variant.name),
    })),
    stale: stale || video.stale,
  }
}
