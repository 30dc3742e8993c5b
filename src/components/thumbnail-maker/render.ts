import type Konva from 'konva'

import type { CanvasSize } from '@/tools/thumbnail-maker'

let rendering = 0

/** True while renderDesign draws: its off-screen draw fires the layer's "draw" event like a real redraw. */
export function isRendering(): boolean {
  return rendering > 0
}

/**
 * The design as a canvas `width` pixels wide (its full size by default), drawn from the
 * content layer alone: the transformer, guides and overlays live on another layer and never show.
 *
 * The layer is drawn under the stage's zoom, so the pixel ratio undoes it. Konva floors the bitmap
 * size, and 1280 × (1 / zoom) × zoom can come out a hair under 1280: the ratio is nudged up by a
 * billionth so the file is exactly the size asked for, with no visible scaling.
 */
export function renderDesign(layer: Konva.Layer, canvas: CanvasSize, width: number = canvas.width): HTMLCanvasElement {
  const zoom = layer.getStage()?.scaleX() || 1
  rendering++
  try {
    return layer.toCanvas({
      x: 0,
      y: 0,
      width: canvas.width * zoom,
      height: canvas.height * zoom,
      pixelRatio: ((width / canvas.width) * (1 + 1e-9)) / zoom,
    })
  } finally {
    rendering--
  }
}

/** A minimal event: the canvas tells the preview it redrew without re-rendering React. */
export function createSignal() {
  const listeners = new Set<() => void>()
  return {
    emit: () => listeners.forEach((listener) => listener()),
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

export type Signal = ReturnType<typeof createSignal>

/** Resolves after the browser has painted once, so a "working" state shows before heavy work blocks the page. */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}
