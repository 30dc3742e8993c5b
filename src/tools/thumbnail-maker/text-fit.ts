import { boundsOf } from './geometry'
import { canvasOf, coveredBy, type CanvasFormat, type CanvasSize } from './formats'
import { LIMITS, type Design, type Layer, type TextLayer } from './model'

/**
 * How text fits its box. `wrap`: the font keeps its size, lines wrap at the box's width and the box
 * grows as tall as the lines. `shrink`: the box keeps its width and height, and the font is made as
 * large as it can be (up to the chosen size) with every line inside the box, words kept whole.
 */
export type TextFit = TextLayer['fit']

/** Width in pixels of `text` set at `fontSize`, letter spacing included (the browser measures; tests use a stand-in). */
export type MeasureText = (text: string, fontSize: number) => number

export type FittedText = { fontSize: number; lines: string[]; height: number; fits: boolean }

type FitInput = Pick<TextLayer, 'text' | 'width' | 'height' | 'fontSize' | 'lineHeight' | 'fit'>

/** Breaks a word wider than the box into pieces that fit (what a browser or Konva does with one long word). */
function breakWord(word: string, width: number, fontSize: number, measure: MeasureText): string[] {
  const pieces: string[] = []
  let piece = ''
  for (const char of word) {
    if (piece && measure(piece + char, fontSize) > width) {
      pieces.push(piece)
      piece = char
    } else piece += char
  }
  return piece ? [...pieces, piece] : pieces
}

/**
 * Word wrap at `width`, paragraph by paragraph (the user's line breaks stay). Reports whether a word
 * had to be split, which `shrink` never accepts.
 */
export function wrapText(text: string, width: number, fontSize: number, measure: MeasureText): { lines: string[]; splitWord: boolean } {
  const lines: string[] = []
  let splitWord = false
  for (const paragraph of text.split('\n')) {
    let line = ''
    for (const word of paragraph.split(' ').filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word
      if (measure(candidate, fontSize) <= width) {
        line = candidate
        continue
      }
      if (line) lines.push(line)
      if (measure(word, fontSize) <= width) {
        line = word
        continue
      }
      splitWord = true
      const pieces = breakWord(word, width, fontSize, measure)
      lines.push(...pieces.slice(0, -1))
      line = pieces.at(-1) ?? ''
    }
    lines.push(line)
  }
  return { lines, splitWord }
}

const blockHeight = (lines: number, fontSize: number, lineHeight: number) => Math.ceil(lines * fontSize * lineHeight)

/** The lines, font size and height the text is drawn with, and whether it fits its box. */
export function fitText(layer: FitInput, measure: MeasureText): FittedText {
  if (layer.fit === 'wrap') {
    const { lines } = wrapText(layer.text, layer.width, layer.fontSize, measure)
    return { fontSize: layer.fontSize, lines, height: blockHeight(lines.length, layer.fontSize, layer.lineHeight), fits: true }
  }
  const attempt = (fontSize: number) => {
    const { lines, splitWord } = wrapText(layer.text, layer.width, fontSize, measure)
    return {
      fontSize,
      lines,
      height: blockHeight(lines.length, fontSize, layer.lineHeight),
      fits: !splitWord && blockHeight(lines.length, fontSize, layer.lineHeight) <= layer.height,
    }
  }
  const largest = attempt(layer.fontSize)
  if (largest.fits) return largest
  // Fewer, shorter lines as the font shrinks: the largest size that fits is found by bisection.
  let low: number = LIMITS.fontSize.min
  let high = layer.fontSize - 1
  let best = attempt(low)
  if (!best.fits) return best
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    const candidate = attempt(middle)
    if (candidate.fits) {
      best = candidate
      low = middle
    } else high = middle - 1
  }
  return best
}

/**
 * Switching how a text fits. A wrapped text's box may have grown past the frame; as a shrink-to-fit
 * box it is cut back to end at the frame's bottom edge, so the text then shrinks into what shows.
 */
export function fitPatch(
  layer: Pick<TextLayer, 'y' | 'height'>,
  fit: TextFit,
  canvas: CanvasSize,
): Partial<Pick<TextLayer, 'fit' | 'height'>> {
  if (fit === 'wrap') return { fit }
  return { fit, height: Math.max(LIMITS.fontSize.min, Math.min(layer.height, Math.round(canvas.height - layer.y))) }
}

export type FrameProblem =
  | { id: string; name: string; problem: 'outside-frame' | 'text-overflow' }
  /** `under` names what YouTube draws over the text (formats.ts). */
  | { id: string; name: string; problem: 'covered'; under: string }

/**
 * What would be cut from the exported image or hidden on YouTube: visible layers reaching past the
 * frame, shrink-to-fit text that does not fit its box even at the smallest size, and text under what
 * YouTube draws over the picture where formats.ts flags it (a Short's header, buttons, title and channel).
 * Checked before export.
 */
export function frameProblems(design: Design, measureFor?: (layer: TextLayer) => MeasureText): FrameProblem[] {
  const format = canvasOf(design)
  const problems: FrameProblem[] = []
  for (const layer of design.layers) {
    if (!layer.visible) continue
    const covered = layer.type === 'text' && layer.text.trim() ? coveredBy(boundsOf(layer), format).filter((area) => area.flagged) : []
    if (isOutsideFrame(layer, format)) problems.push({ id: layer.id, name: layer.name, problem: 'outside-frame' })
    else if (measureFor && layer.type === 'text' && layer.text.trim() && !fitText(layer, measureFor(layer)).fits)
      problems.push({ id: layer.id, name: layer.name, problem: 'text-overflow' })
    else if (covered.length > 0)
      problems.push({ id: layer.id, name: layer.name, problem: 'covered', under: covered.map((area) => area.label).join(', ') })
  }
  return problems
}

const EDGE = 0.5

/**
 * Partly outside the frame. Half a pixel of tolerance: positions are rounded, and a box ending exactly
 * at an edge is inside. A picture or shape that spans the frame from one edge past the opposite one is
 * a deliberate bleed (a background photo, a stripe across), not something cut by accident; text is
 * always flagged, since a cut word is never meant.
 */
function isOutsideFrame(layer: Layer, canvas: CanvasFormat): boolean {
  const box = boundsOf(layer)
  const left = box.x < -EDGE
  const right = box.x + box.width > canvas.width + EDGE
  const top = box.y < -EDGE
  const bottom = box.y + box.height > canvas.height + EDGE
  if (layer.type !== 'text' && ((left && right) || (top && bottom))) return false
  return left || right || top || bottom
}
