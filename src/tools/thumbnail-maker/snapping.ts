import type { CanvasSize } from './formats'
import type { Rect } from './model'

export type Guide = { orientation: 'vertical' | 'horizontal'; position: number }
export type SnapResult = { dx: number; dy: number; guides: Guide[] }

/** Alignments closer than this are the same line: centres of odd sizes land on fractions. */
const SAME_LINE = 1e-6

/** Start, centre and end of a span: left/centre/right on x, top/middle/bottom on y. */
function alignLines(start: number, size: number): number[] {
  return [start, start + size / 2, start + size]
}

/**
 * How far to move `moving` so that its left, centre or right (and top, middle or bottom) meets the
 * nearest edge or centre line of the `canvas`, or edge or centre of one of `others`, each axis on its own and
 * only within `threshold`. `guides` are the lines it then touches, for the editor to draw.
 *
 * Pass bounding boxes (Konva's getClientRect for rotated layers) and leave the moving layers out of
 * `others`. The threshold is in design pixels: divide it by the stage's zoom to keep it 8 screen px.
 */
export function snap(
  moving: Rect,
  others: readonly Rect[],
  { canvas, threshold = 8 }: { canvas: CanvasSize; threshold?: number },
): SnapResult {
  const targets = [{ x: 0, y: 0, width: canvas.width, height: canvas.height }, ...others]
  const x = snapAxis(
    alignLines(moving.x, moving.width),
    targets.flatMap((rect) => alignLines(rect.x, rect.width)),
    threshold,
  )
  const y = snapAxis(
    alignLines(moving.y, moving.height),
    targets.flatMap((rect) => alignLines(rect.y, rect.height)),
    threshold,
  )
  return {
    dx: x.offset,
    dy: y.offset,
    guides: [
      ...x.lines.map((position): Guide => ({ orientation: 'vertical', position })),
      ...y.lines.map((position): Guide => ({ orientation: 'horizontal', position })),
    ],
  }
}

function snapAxis(anchors: number[], lines: number[], threshold: number): { offset: number; lines: number[] } {
  let best: number | null = null
  for (const anchor of anchors) {
    for (const line of lines) {
      const offset = line - anchor
      if (Math.abs(offset) <= threshold && (best === null || Math.abs(offset) < Math.abs(best))) best = offset
    }
  }
  if (best === null) return { offset: 0, lines: [] }
  const offset = best
  // Every line the snapped rect now touches, not only the nearest: aligned with two things shows both.
  const touched = lines.filter((line) => anchors.some((anchor) => Math.abs(anchor + offset - line) < SAME_LINE))
  return { offset, lines: [...new Set(touched)] }
}
