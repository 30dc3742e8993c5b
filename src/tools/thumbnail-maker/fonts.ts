/** The fonts the editor bundles and the weights each comes in. */

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
