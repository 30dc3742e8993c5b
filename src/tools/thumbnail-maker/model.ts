import { z } from 'zod'

/**
 * The thumbnail maker's document model: what a design is, and the schemas the editor and the server
 * both validate it with. Pure data: no React, Konva, DOM or Node.
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

const FONT_FAMILIES = FONTS.map((font) => font.family)

export function fontOf(family: FontFamily): FontDefinition {
  return FONTS.find((font) => font.family === family) ?? FONTS[0]
}

/** The bundled weight closest to the one asked for (the heavier one on a tie): switching family keeps the text as bold as it can. */
export function availableWeight(family: FontFamily, weight: FontWeight): FontWeight {
  return fontOf(family).weights.reduce((best, candidate) => (Math.abs(candidate - weight) <= Math.abs(best - weight) ? candidate : best))
}

const COLOR_PATTERN = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i

/** `#rgb`, `#rrggbb` or `#rrggbbaa`; "no fill" is a transparent colour such as `#00000000`. */
export const colorSchema = z
  .string()
  .regex(COLOR_PATTERN, { error: (issue) => `${JSON.stringify(String(issue.input).slice(0, 20))} is not a colour: use #rgb, #rrggbb or #rrggbbaa.` })

/**
 * Only images the editor itself produced: YouTube thumbnails through our proxy, uploads, or an
 * embedded PNG/JPEG/WebP. Anything else would taint the canvas on export or make the server fetch
 * an address someone typed.
 */
const SAME_SITE_IMAGE = /^\/api\/(?:tools\/thumbnails\/[A-Za-z0-9_-]{11}\/[a-z]+\.(?:jpg|webp)(?:\?inline=1)?|uploads\/file\/[A-Za-z0-9_-]{1,64}\.(?:png|jpe?g|webp))$/
const DATA_URL = /^data:image\/(?:png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/
const MAX_SRC_LENGTH = 'data:image/jpeg;base64,'.length + Math.ceil(LIMITS.imageBytes / 3) * 4

export const imageSrcSchema = z
  .string()
  .max(MAX_SRC_LENGTH, { error: `Embedded images can be at most ${LIMITS.imageBytes / 1024 / 1024} MB.`, abort: true })
  .refine((src) => SAME_SITE_IMAGE.test(src) || DATA_URL.test(src), 'Use an uploaded image (/api/uploads/file/…), a YouTube thumbnail (/api/tools/thumbnails/…) or a PNG, JPEG or WebP data URL.')

function between(min: number, max: number) {
  const message = `Must be between ${min} and ${max}.`
  return z.number().min(min, message).max(max, message)
}

const coordinate = between(-LIMITS.coordinate, LIMITS.coordinate)
const length = between(0, LIMITS.coordinate)

const rectSchema = z.object({ x: coordinate, y: coordinate, width: length, height: length })
export type Rect = z.output<typeof rectSchema>

const layerBase = {
  id: z.string().min(1, 'Every layer needs an id.').max(LIMITS.id),
  name: z.string().trim().min(1, 'Every layer needs a name.').max(LIMITS.name, `Keep names under ${LIMITS.name} characters.`),
  ...rectSchema.shape,
  rotation: between(-360, 360),
  opacity: between(0, 1),
  visible: z.boolean(),
  locked: z.boolean(),
}

const shadowSchema = z.object({
  color: colorSchema,
  blur: between(0, LIMITS.shadowBlur),
  offsetX: between(-LIMITS.shadowOffset, LIMITS.shadowOffset),
  offsetY: between(-LIMITS.shadowOffset, LIMITS.shadowOffset),
  opacity: between(0, 1),
})

/**
 * `width` is the wrapping width. `height` is the box: measured and kept in sync by the editor when the
 * text wraps, set by the user when it shrinks to fit (`fit`).
 */
export const textLayerSchema = z
  .object({
    ...layerBase,
    type: z.literal('text'),
    text: z.string().max(LIMITS.text, `Keep text under ${LIMITS.text} characters.`),
    fontFamily: z.enum(FONT_FAMILIES),
    fontSize: between(LIMITS.fontSize.min, LIMITS.fontSize.max),
    fontWeight: z.literal(FONT_WEIGHTS),
    fill: colorSchema,
    /** Drawn under the fill (Konva's fillAfterStrokeEnabled), so a thick outline does not eat the letters. */
    stroke: colorSchema,
    strokeWidth: between(0, LIMITS.textStroke),
    shadow: shadowSchema.nullable(),
    letterSpacing: between(LIMITS.letterSpacing.min, LIMITS.letterSpacing.max),
    lineHeight: between(LIMITS.lineHeight.min, LIMITS.lineHeight.max),
    align: z.enum(['left', 'center', 'right']),
    /** See text-fit.ts. Designs saved before the choice existed wrap, as they always did. */
    fit: z.enum(['wrap', 'shrink']).default('wrap'),
  })
  .refine((text) => fontOf(text.fontFamily).weights.includes(text.fontWeight), {
    path: ['fontWeight'],
    message: 'This weight is not available for this font.',
  })

/** `crop` is in the source image's own pixels, as Konva's Image expects; null shows the whole image. */
export const imageLayerSchema = z.object({
  ...layerBase,
  type: z.literal('image'),
  src: imageSrcSchema,
  crop: z
    .object({ x: length, y: length, width: between(1, LIMITS.coordinate), height: between(1, LIMITS.coordinate) })
    .nullable(),
  cornerRadius: between(0, LIMITS.cornerRadius),
  stroke: colorSchema,
  strokeWidth: between(0, LIMITS.stroke),
})

const shapeBase = { ...layerBase, type: z.literal('shape'), stroke: colorSchema, strokeWidth: between(0, LIMITS.stroke) }

/** Relative to the layer's x/y; the factories keep them inside the 0…width × 0…height box. */
const pointsSchema = z
  .array(coordinate)
  .min(LIMITS.points.min, 'A line needs at least two points.')
  .max(LIMITS.points.max, `A line can have at most ${LIMITS.points.max / 2} points.`)
  .refine((points) => points.length % 2 === 0, 'Points come in x, y pairs.')

/** A circle is the ellipse inscribed in the layer's box; an arrow's head is drawn in its stroke colour. */
export const shapeLayerSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ ...shapeBase, kind: z.literal('rect'), fill: colorSchema }),
    z.object({ ...shapeBase, kind: z.literal('roundedRect'), fill: colorSchema, cornerRadius: between(0, LIMITS.cornerRadius) }),
    z.object({ ...shapeBase, kind: z.literal('circle'), fill: colorSchema }),
    z.object({
      ...shapeBase,
      kind: z.literal('arrow'),
      points: pointsSchema,
      pointerLength: between(0, LIMITS.pointer),
      pointerWidth: between(0, LIMITS.pointer),
    }),
    z.object({ ...shapeBase, kind: z.literal('line'), points: pointsSchema }),
  ],
  { error: 'Unknown shape kind: use rect, roundedRect, circle, arrow or line.' },
)

export const layerSchema = z.discriminatedUnion('type', [textLayerSchema, imageLayerSchema, shapeLayerSchema], {
  error: 'Unknown layer type: use text, image or shape.',
})

const gradientStopSchema = z.object({ offset: between(0, 1), color: colorSchema })

/**
 * Always covers the whole canvas, under every layer, so it has no geometry. Gradient angles follow
 * CSS (0° runs bottom to top, 90° left to right); two stops at the same offset make a hard edge.
 */
export const backgroundSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('solid'), color: colorSchema }),
    z.object({
      kind: z.literal('gradient'),
      angle: between(0, 360),
      stops: z
        .array(gradientStopSchema)
        .min(LIMITS.gradientStops.min, `A gradient needs ${LIMITS.gradientStops.min} to ${LIMITS.gradientStops.max} colours.`)
        .max(LIMITS.gradientStops.max, `A gradient needs ${LIMITS.gradientStops.min} to ${LIMITS.gradientStops.max} colours.`)
        .refine((stops) => stops.every((stop, index) => index === 0 || stop.offset >= (stops[index - 1]?.offset ?? 0)), 'Gradient stops must be in order.'),
    }),
    /** `color` shows while the image loads, and around it with `contain`. */
    z.object({ kind: z.literal('image'), src: imageSrcSchema, fit: z.enum(['cover', 'contain']), color: colorSchema }),
  ],
  { error: 'Unknown background kind: use solid, gradient or image.' },
)

export const designSchema = z
  .object({
    version: z.literal(DESIGN_VERSION),
    name: z.string().trim().min(1, 'Give the design a name.').max(LIMITS.name, `Keep the name under ${LIMITS.name} characters.`),
    background: backgroundSchema,
    /** Bottom to top, above the background. */
    layers: z.array(layerSchema).max(LIMITS.layers, `A design can have at most ${LIMITS.layers} layers.`),
  })
  .superRefine((design, context) => {
    const seen = new Set<string>()
    design.layers.forEach((layer, index) => {
      if (seen.has(layer.id)) context.addIssue({ code: 'custom', path: ['layers', index, 'id'], message: `The id "${layer.id}" is used by more than one layer.` })
      seen.add(layer.id)
    })
  })

export type Design = z.output<typeof designSchema>
export type Background = z.output<typeof backgroundSchema>
export type Layer = z.output<typeof layerSchema>
export type TextLayer = z.output<typeof textLayerSchema>
export type ImageLayer = z.output<typeof imageLayerSchema>
export type ShapeLayer = z.output<typeof shapeLayerSchema>
export type ShapeKind = ShapeLayer['kind']
export type ShapeOf<K extends ShapeKind> = Extract<ShapeLayer, { kind: K }>
export type TextShadow = z.output<typeof shadowSchema>
export type GradientStop = z.output<typeof gradientStopSchema>

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
