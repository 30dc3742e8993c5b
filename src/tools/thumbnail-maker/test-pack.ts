import { rgbOf } from './color'
import type { Design, Layer, TextLayer } from './model'

/**
 * A Test & Compare pack (decision 022): the design and up to two variants that differ from it in one
 * element of one layer (its text, its image or its colour), named for YouTube Studio's built-in
 * thumbnail test, which compares up to three thumbnails.
 */

export const TEST_PACK_LETTERS = ['A', 'B', 'C'] as const

export type VariedElement = 'text' | 'image' | 'colour'

export const VARIED_ELEMENT_LABELS: Record<VariedElement, string> = { text: 'Text', image: 'Image', colour: 'Colour' }

/** What can vary on a layer: a text's words or colour, an image, a shape's colour. */
export function variedElements(layer: Layer): VariedElement[] {
  if (layer.type === 'text') return ['text', 'colour']
  if (layer.type === 'image') return ['image']
  return ['colour']
}

/** The element's value on the layer: what variant A keeps. */
export function elementValue(layer: Layer, element: VariedElement): string {
  if (element === 'text' && layer.type === 'text') return layer.text
  if (layer.type === 'image') return layer.src
  return rgbOf('fill' in layer ? layer.fill : layer.stroke)
}

function withElement(layer: Layer, element: VariedElement, value: string): Layer {
  if (element === 'text' && layer.type === 'text') return { ...layer, text: value }
  if (element === 'image' && layer.type === 'image') return { ...layer, src: value }
  if (element === 'colour' && layer.type === 'text') return { ...layer, fill: value }
  if (element === 'colour' && layer.type === 'shape') return 'fill' in layer ? { ...layer, fill: value } : { ...layer, stroke: value }
  return layer
}

export type TestPackRequest = { layerId: string; element: VariedElement; values: string[] }

/**
 * The pack's designs, A first (the design as it is), then one per value given for B and C; values left
 * empty or equal to one already in the pack are skipped. Null when the layer is gone or cannot vary so.
 */
export function testPack(design: Design, { layerId, element, values }: TestPackRequest): Design[] | null {
  const layer = design.layers.find((candidate) => candidate.id === layerId)
  if (!layer || !variedElements(layer).includes(element)) return null
  const seen = new Set([elementValue(layer, element)])
  const variants: Design[] = [design]
  for (const value of values) {
    if (variants.length === TEST_PACK_LETTERS.length) break
    if (!value.trim() || seen.has(value)) continue
    seen.add(value)
    variants.push({ ...design, layers: design.layers.map((item) => (item.id === layerId ? withElement(item, element, value) : item)) })
  }
  return variants
}

/** `Café tour: day 1` → `Café-tour-day-1-test-A.jpg`: the files YouTube Studio's test is given, in order. */
export function testPackFileName(designName: string, index: number, extension: 'jpg' | 'png'): string {
  // Spaces and the characters a file name may not hold on Windows or macOS become one hyphen.
  const base =
    designName
      .replace(/[\\/:*?"<>|\s]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'thumbnail'
  return `${base}-test-${TEST_PACK_LETTERS[index] ?? index + 1}.${extension}`
}

/** WCAG relative luminance of a #rgb/#rrggbb(aa) colour (its alpha ignored). */
function luminance(color: string): number {
  const hex = rgbOf(color).slice(1)
  const [r, g, b] = [0, 2, 4].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)
}

/** WCAG contrast ratio, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}

/** WCAG's minimum for large text: thumbnail text is large, and read small in a feed. */
export const MIN_TEXT_CONTRAST = 3

/**
 * Visible text whose colour is too close to what is behind it: its outline when it has one, else a
 * solid background. Text over a gradient or a photo is not judged (what is behind it varies).
 */
export function lowContrastText(design: Design): TextLayer[] {
  return design.layers.filter((layer): layer is TextLayer => {
    if (layer.type !== 'text' || !layer.visible || !layer.text.trim()) return false
    if (layer.strokeWidth >= 2) return contrastRatio(layer.fill, layer.stroke) < MIN_TEXT_CONTRAST
    return design.background.kind === 'solid' && contrastRatio(layer.fill, design.background.color) < MIN_TEXT_CONTRAST
  })
}
