import { LIMITS, type Layer, type Rect } from './model'
import type { LayerPatch } from './operations'

/** The axis-aligned box around a layer turned about its top-left corner, for snapping (snap() wants bounding boxes). */
export function boundsOf(layer: Pick<Layer, 'x' | 'y' | 'width' | 'height' | 'rotation'>): Rect {
  if (layer.rotation === 0) return { x: layer.x, y: layer.y, width: layer.width, height: layer.height }
  const radians = (layer.rotation * Math.PI) / 180
  const cos = Math.cos(radians)
  const sin = Math.sin(radians)
  const corners = [
    [0, 0],
    [layer.width, 0],
    [0, layer.height],
    [layer.width, layer.height],
  ].map(([dx = 0, dy = 0]) => ({ x: layer.x + dx * cos - dy * sin, y: layer.y + dx * sin + dy * cos }))
  const xs = corners.map((point) => point.x)
  const ys = corners.map((point) => point.y)
  const x = Math.min(...xs)
  const y = Math.min(...ys)
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y }
}

/** Cover: the largest part of `region` (in a picture's own pixels) with `target`'s proportions, centred. */
export function coverCrop(region: Rect, target: { width: number; height: number }): Rect {
  const scale = Math.max(target.width / region.width, target.height / region.height)
  const width = Math.min(region.width, target.width / scale)
  const height = Math.min(region.height, target.height / scale)
  return { x: region.x + (region.width - width) / 2, y: region.y + (region.height - height) / 2, width, height }
}

const size = (value: number) => Math.min(LIMITS.coordinate, Math.max(1, Math.round(value)))

/** Rotation as Konva reports it after a turn (any number of degrees), within the model's ±360. */
export function normalizeRotation(degrees: number): number {
  const turned = ((degrees % 360) + 360) % 360
  return Math.round((turned > 180 ? turned - 360 : turned) * 10) / 10
}

/**
 * What a resize by `scaleX`×`scaleY` changes. Text keeps its letters undistorted. Wrapping text: the
 * side handles change the wrapping width, the corners scale the font; its height is measured
 * afterwards. Shrink-to-fit text: the handles resize the box and the font fits itself into it. Lines and
 * arrows scale their points, which the model fits their box to.
 */
export function resizePatch(layer: Layer, scaleX: number, scaleY: number, fromCorner: boolean): LayerPatch {
  if (layer.type === 'text' && layer.fit === 'shrink') {
    // The box is the user's: the font shrinks into it, up to its chosen size.
    return { width: size(layer.width * scaleX), height: size(layer.height * scaleY) }
  }
  if (layer.type === 'text') {
    const fontSize = Math.min(LIMITS.fontSize.max, Math.max(LIMITS.fontSize.min, Math.round(layer.fontSize * scaleY)))
    return fromCorner ? { width: size(layer.width * scaleX), fontSize } : { width: size(layer.width * scaleX) }
  }
  if (layer.type === 'shape' && (layer.kind === 'line' || layer.kind === 'arrow')) {
    return { points: layer.points.map((value, index) => Math.round(value * (index % 2 === 0 ? scaleX : scaleY))) }
  }
  return { width: size(layer.width * scaleX), height: size(layer.height * scaleY) }
}

/** The patch that gives a layer a typed-in width or height (a wrapping text's height is measured, never set). */
export function sizePatch(layer: Layer, dimension: 'width' | 'height', value: number): LayerPatch {
  const current = layer[dimension]
  if (layer.type === 'shape' && (layer.kind === 'line' || layer.kind === 'arrow')) {
    if (current === 0) return {}
    const scale = value / current
    return resizePatch(layer, dimension === 'width' ? scale : 1, dimension === 'height' ? scale : 1, false)
  }
  return dimension === 'width' ? { width: size(value) } : { height: size(value) }
}
