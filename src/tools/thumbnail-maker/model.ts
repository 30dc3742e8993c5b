/**
 * The thumbnail maker's document model: what a design is (its types, limits and fonts). Pure data: no
 * React, Konva, DOM or Node, and no zod: the schemas the editor and the server both validate a
 * design with are in schema.ts, which the editor loads only to read a saved design. The types come
 * from those schemas; the values they check (limits.ts, fonts.ts) are imported by both, so neither
 * imports the other back.
 *
 * Geometry follows Konva's defaults so the editor can pass layers straight to its nodes: `x`/`y` is
 * the top-left corner of the unrotated box, and `rotation` turns it clockwise, in degrees, around
 * that corner.
 */

export * from './fonts'
export * from './formats'
export * from './limits'

export type {
  Background,
  Design,
  GradientStop,
  ImageLayer,
  Layer,
  Rect,
  ShapeKind,
  ShapeLayer,
  ShapeOf,
  TextLayer,
  TextShadow,
} from './schema'

/**
 * Where a CSS-angled gradient starts and ends on a box, for Konva's fillLinearGradientStartPoint /
 * EndPoint: the line through the centre, long enough that the corners get the first and last colours.
 */
export function gradientPoints(angle: number, width: number, height: number) {
  const radians = (angle * Math.PI) / 180
  const dx = Math.sin(radians)
  const dy = -Math.cos(radians)
  const half = (Math.abs(width * dx) + Math.abs(height * dy)) / 2
  return {
    start: { x: width / 2 - dx * half, y: height / 2 - dy * half },
    end: { x: width / 2 + dx * half, y: height / 2 + dy * half },
  }
}
