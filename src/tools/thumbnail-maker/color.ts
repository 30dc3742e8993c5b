/**
 * The model allows #rgb, #rrggbb and #rrggbbaa, but `<input type="color">` only shows and returns
 * #rrggbb: these convert between the two and keep a colour's transparency while its hue is edited.
 */

/** The opaque #rrggbb part of a model colour. */
export function rgbOf(color: string): string {
  const hex = color.slice(1)
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex.slice(0, 6)
  return `#${full.toLowerCase()}`
}

/** The two alpha digits of #rrggbbaa, or '' for an opaque colour. */
function alphaOf(color: string): string {
  return color.length === 9 ? color.slice(7).toLowerCase() : ''
}

/** `rgb` (from a colour input) with the transparency `previous` had. */
export function withRgb(previous: string, rgb: string): string {
  return `${rgb.toLowerCase()}${alphaOf(previous)}`
}

/** Fully transparent: the model's "no fill". */
export function isTransparent(color: string): boolean {
  return alphaOf(color) === '00'
}

/** The same hue made transparent (no fill) or opaque again. */
export function withFill(color: string, filled: boolean): string {
  return filled ? rgbOf(color) : `${rgbOf(color)}00`
}
