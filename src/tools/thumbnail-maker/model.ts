/**
 * The thumbnail maker's document model: what a design is (its types, limits and fonts). Pure data: no
 * React, Konva, DOM or Node, and no zod: the schemas the editor and the server both validate a
 * design with are in schema.ts, which the editor loads only to read a saved design.
 *
 * Geometry follows Konva's defaults so the editor can pass layers straight to its nodes: `x`/`y` is
 * the top-left corner of the unrotated box, and `rotation` turns it clockwise, in degrees, around
 * that corner.
 */

export const DESIGN_VERSION = 1

/** YouTube's recommended thumbnail size; designs are drawn and exported at exactly this size. */
export const CANVAS = { width: 1280, height: 720 } as const

export const LIMITS = {
  layers: 60,
  name: 80,
  id: 64,
  /** Counted in UTF-16 units, like a textarea's maxLength. */
  text: 200,
  fontSize: { min: 8, max: 400 },
  textStroke: 40,
  /** Shapes and image borders can be thicker than a text outline. */
  stroke: 100,
  shadowBlur: 80,
  shadowOffset: 200,
  letterSpacing: { min: -20, max: 100 },
  lineHeight: { min: 0.7, max: 3 },
  cornerRadius: 360,
  pointer: 200,
  gradientStops: { min: 2, max: 4 },
  /** Coordinates in a flat [x1, y1, x2, y2, …] list: 2 to 16 points. */
  points: { min: 4, max: 32 },
  /** Far enough off-canvas for any sensible layout, near enough to keep absurd numbers out. */
  coordinate: 10_000,
  /** Bytes of image data in a data URL (the URL itself is a third longer). */
  imageBytes: 8 * 1024 * 1024,
} as const

export const FONT_WEIGHTS = [400, 600, 700, 800, 900] as const
export type FontWeight = (typeof FONT_WEIGHTS)[number]

export type FontDefinition = {
  family: string
  /** The weights the editor bundles: anything else would be faux-bolded differently by each browser. */
  weights: readonly FontWeight[]
  /** Identifier for CSS variables, classes and file names ("bebas-neue"). */
  cssName: string
  /** Value for CSS `font-family` and Konva's `fontFamily`: quoted family, then fallbacks. */
  stack: string
}

export const FONTS = [
  { family: 'Anton', weights: [400], cssName: 'anton', stack: "'Anton', Impact, sans-serif" },
  { family: 'Bebas Neue', weights: [400], cssName: 'bebas-neue', stack: "'Bebas Neue', Impact, sans-serif" },
  { family: 'Montserrat', weights: [400, 600, 700, 800, 900], cssName: 'montserrat', stack: "'Montserrat', Arial, sans-serif" },
  { family: 'Poppins', weights: [400, 600, 700, 800, 900], cssName: 'poppins', stack: "'Poppins', Arial, sans-serif" },
  { family: 'Oswald', weights: [400, 600, 700], cssName: 'oswald', stack: "'Oswald', 'Arial Narrow', sans-serif" },
  { family: 'Inter', weights: [400, 600, 700, 800, 900], cssName: 'inter', stack: "'Inter', Arial, sans-serif" },
] as const satisfies readonly FontDefinition[]

export type FontFamily = (typeof FONTS)[number]['family']

export function fontOf(family: FontFamily): FontDefinition {
  return FONTS.find((font) => font.family === family) ?? FONTS[0]
}

/** The bundled weight closest to the one asked for (the heavier one on a tie): switching family keeps the text as bold as it can. */
export function availableWeight(family: FontFamily, weight: FontWeight): FontWeight {
  return fontOf(family).weights.reduce((best, candidate) => (Math.abs(candidate - weight) <= Math.abs(best - weight) ? candidate : best))
}

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
export function gradientPoints(angle: number, width = CANVAS.width, height = CANVAS.height) {
  const radians = (angle * Math.PI) / 180
  const dx = Math.sin(radians)
  const dy = -Math.cos(radians)
  const half = (Math.abs(width * dx) + Math.abs(height * dy)) / 2
  return {
    start: { x: width / 2 - dx * half, y: height / 2 - dy * half },
    end: { x: width / 2 + dx * half, y: height / 2 + dy * half },
  }
}
