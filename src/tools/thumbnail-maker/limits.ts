/** The bounds every value in a design is checked against (schema.ts); its size is its format's (formats.ts). */

export const DESIGN_VERSION = 1

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
