import 'server-only'

import type { OrderRequestDraft } from '@/commerce/checkout'
import { orderRequestSchema, type OrderRequest } from '@/commerce/checkout-schema'
import type { Currency } from '@/commerce/money'
import { targetingFor } from '@/commerce/targeting'
import { targetingOptions } from '@/commerce/targeting-options'
import { lookupVideo } from '@/lib/services/youtube/lookups'
import { parseVideoId, watchUrl } from '@/tools/youtube/video-id'

import { findPackage, type CatalogueService, type ServicePackage } from './catalogue'

/** What the wizard and checkout show of a video: its title, channel and a preview image. */
export type VideoPreview = { id: string; title: string; channel: string; watchUrl: string; thumbnailUrl: string }

export function videoPreview(video: { id: string; title: string; channel: string }): VideoPreview {
  return { id: video.id, title: video.title, channel: video.channel, watchUrl: watchUrl(video.id), thumbnailUrl: `/api/thumbnail-downloader/${video.id}/mqdefault.jpg?inline=1` }
}

/** The preview of a pasted link, or null when it is not a video link or YouTube cannot say. */
export async function getVideoPreview(videoUrl: string): Promise<VideoPreview | null> {
  const parsed = parseVideoId(videoUrl)
  if (!parsed.ok) return null
  try {
    return videoPreview(await lookupVideo(parsed.id))
  } catch {
    return null
  }
}

export type Checkout =
  | { kind: 'invalid' }
  | { kind: 'unavailable' }
  | { kind: 'ready'; request: OrderRequest; service: CatalogueService; pkg: ServicePackage; currency: Currency; video: VideoPreview | null }

/** The checkout of a wizard's request: validated, priced from the catalogue, with the video's preview. */
export async function getCheckout(draft: OrderRequestDraft): Promise<Checkout> {
  const parsed = orderRequestSchema.safeParse(draft)
  if (!parsed.success) return { kind: 'invalid' }
  const [found, video] = await Promise.all([findPackage(parsed.data.service, parsed.data.package), getVideoPreview(parsed.data.videoUrl)])
  if (!found) return { kind: 'unavailable' }
  const request = { ...parsed.data, targeting: targetingFor(targetingOptions(found.service), parsed.data.targeting) }
  return { kind: 'ready', request, service: found.service, pkg: found.pkg, currency: found.pkg.currency as Currency, video }
}
