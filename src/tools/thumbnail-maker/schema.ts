import { z } from 'zod'

import { FONT_WEIGHTS, FONTS, fontOf } from './fonts'
import { CANVAS_FORMAT_IDS, CANVAS_FORMATS, formatName } from './formats'
import { DESIGN_VERSION, LIMITS } from './limits'

/**
 * The schemas the editor and the server both validate a design with, and the design's types. Kept
 * apart from model.ts so that code which only draws or edits a design does not load zod: the
 * editor loads this (through parse.ts) only when it reads a saved design.
 */

const FONT_FAMILIES = FONTS.map((font) => font.family)

const COLOR_PATTERN = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i

/** `#rgb`, `#rrggbb` or `#rrggbbaa`; "no fill" is a transparent colour such as `#00000000`. */
export const colorSchema = z.string().regex(COLOR_PATTERN, {
  error: (issue) => `${JSON.stringify(String(issue.input).slice(0, 20))} is not a colour: use #rgb, #rrggbb or #rrggbbaa.`,
})

/**
 * Only images the editor itself produced: YouTube thumbnails through our proxy, uploads, or an
 * embedded PNG/JPEG/WebP. Anything else would taint the canvas on export or make the server fetch
 * an address someone typed.
 */
const SAME_SITE_IMAGE =
  /^\/api\/(?:thumbnail-downloader\/[A-Za-z0-9_-]{11}\/[a-z]+\.(?:jpg|webp)(?:\?inline=1)?|uploads\/file\/[A-Za-z0-9_-]{1,64}\.(?:png|jpe?g|webp))$/
const DATA_URL = /^data:image\/(?:png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/
const MAX_SRC_LENGTH = 'data:image/jpeg;base64,'.length + Math.ceil(LIMITS.imageBytes / 3) * 4
/** Where the thumbnail proxy answered before issue #32: designs saved then still name it, and are read with today's path. */
const OLD_THUMBNAIL_PATH = /^\/api\/tools\/thumbnails\//

export const imageSrcSchema = z
  .string()
  .max(MAX_SRC_LENGTH, { error: `Embedded images can be at most ${LIMITS.imageBytes / 1024 / 1024} MB.`, abort: true })
  .transform((src) => src.replace(OLD_THUMBNAIL_PATH, '/api/thumbnail-downloader/'))
  .refine(
    (src) => SAME_SITE_IMAGE.test(src) || DATA_URL.test(src),
    'Use an uploaded image (/api/uploads/file/…), a YouTube thumbnail (/api/thumbnail-downloader/…) or a PNG, JPEG or WebP data URL.',
  )

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
  crop: z.object({ x: length, y: length, width: between(1, LIMITS.coordinate), height: between(1, LIMITS.coordinate) }).nullable(),
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
        .refine(
          (stops) => stops.every((stop, index) => index === 0 || stop.offset >= (stops[index - 1]?.offset ?? 0)),
          'Gradient stops must be in order.',
        ),
    }),
    /** `color` shows while the image loads, and around it with `contain`. */
    z.object({ kind: z.literal('image'), src: imageSrcSchema, fit: z.enum(['cover', 'contain']), color: colorSchema }),
  ],
  { error: 'Unknown background kind: use solid, gradient or image.' },
)

const FORMAT_CHOICES = CANVAS_FORMAT_IDS.map((id) => `${id} (${formatName(CANVAS_FORMATS[id])})`).join(' or ')

export const designSchema = z
  .object({
    version: z.literal(DESIGN_VERSION),
    /** The canvas's size and safe areas (formats.ts). Designs saved before Shorts existed are video thumbnails. */
    format: z.enum(CANVAS_FORMAT_IDS, { error: `Unknown canvas format: use ${FORMAT_CHOICES}.` }).default('video'),
    name: z.string().trim().min(1, 'Give the design a name.').max(LIMITS.name, `Keep the name under ${LIMITS.name} characters.`),
    background: backgroundSchema,
    /** Bottom to top, above the background. */
    layers: z.array(layerSchema).max(LIMITS.layers, `A design can have at most ${LIMITS.layers} layers.`),
  })
  .superRefine((design, context) => {
    const seen = new Set<string>()
    design.layers.forEach((layer, index) => {
      if (seen.has(layer.id))
        context.addIssue({ code: 'custom', path: ['layers', index, 'id'], message: `The id "${layer.id}" is used by more than one layer.` })
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
