import type { Design, LayerPatch } from '@/tools/thumbnail-maker'

/** What a page knows about the visitor: null for an anonymous visitor, else the signed-in account and the design it opened, if any. */
export type ThumbnailMakerProps = {
  account: null | { design?: { id: number | string; name: string; design: Design } }
}

export type Overlays = { safeArea: boolean; timestamp: boolean }

/** Applies a patch to the selected layer. Continuous controls pass `gesture`, so a slider drag or a typed number is one undo step. */
export type SetLayer = (patch: LayerPatch, gesture?: string) => void
