import type { Design, LayerPatch } from '@/tools/thumbnail-maker'

/** A video of the creator's connected channel the design can be set on as its thumbnail (decision 022). */
export type PublishTarget = { videoId: string; title: string }

/**
 * What a page knows about the visitor: null for an anonymous visitor, else the signed-in account, the
 * design it opened, if any, and its connected channels' videos.
 */
export type ThumbnailMakerProps = {
  account: null | { design?: { id: number | string; name: string; design: Design }; videos?: PublishTarget[] }
}

export type Overlays = { safeArea: boolean; timestamp: boolean }

/** Applies a patch to the selected layer. Continuous controls pass `gesture`, so a slider drag or a typed number is one undo step. */
export type SetLayer = (patch: LayerPatch, gesture?: string) => void
