import { describe, expect, it } from 'vitest'

import {
  CANVAS_FORMATS,
  fitPatch,
  fitText,
  frameProblems,
  TEMPLATES,
  wrapText,
  type Design,
  type MeasureText,
  type TextLayer,
} from '@/tools/thumbnail-maker'

/** A stand-in for the browser's measurement: every character is 0.5 em wide. */
const mono: MeasureText = (text, fontSize) => text.length * fontSize * 0.5

let counter = 0
const newId = () => `layer-${++counter}`

function reactionWith(text: string, fit: TextLayer['fit']): { design: Design; headline: TextLayer } {
  const design = TEMPLATES.find((template) => template.id === 'reaction')!.build(newId)
  const layers = design.layers.map((layer) => (layer.type === 'text' && layer.name === 'Headline' ? { ...layer, text, fit } : layer))
  const headline = layers.find((layer): layer is TextLayer => layer.type === 'text')!
  return { design: { ...design, layers }, headline }
}

describe('wrapText', () => {
  it('wraps at word boundaries and keeps the user’s line breaks', () => {
    expect(wrapText('I TRIED IT FOR 30 DAYS', 500, 100, mono).lines).toEqual(['I TRIED IT', 'FOR 30', 'DAYS'])
    expect(wrapText('ONE\nTWO THREE', 1000, 100, mono).lines).toEqual(['ONE', 'TWO THREE'])
  })

  it('splits a word wider than the box, and says so', () => {
    expect(wrapText('SUPERCALIFRAGILISTIC', 500, 100, mono)).toEqual({ lines: ['SUPERCALIF', 'RAGILISTIC'], splitWord: true })
  })
})

describe('fitText', () => {
  it('shrinks a long headline until every word of it is inside its box (the issue’s “DAYS” was cut)', () => {
    const { headline } = reactionWith('I TRIED IT FOR 30 DAYS', 'shrink')
    const fitted = fitText(headline, mono)
    expect(fitted.fits).toBe(true)
    expect(fitted.fontSize).toBeLessThan(headline.fontSize)
    expect(fitted.lines.join(' ')).toBe('I TRIED IT FOR 30 DAYS')
    expect(fitted.height).toBeLessThanOrEqual(headline.height)
    for (const line of fitted.lines) expect(mono(line, fitted.fontSize)).toBeLessThanOrEqual(headline.width)
    // The largest size that fits: one pixel more does not.
    expect(fitText({ ...headline, fontSize: fitted.fontSize + 1 }, mono).fontSize).toBe(fitted.fontSize)
  })

  it('keeps the chosen size when the text already fits', () => {
    const { headline } = reactionWith('WOW', 'shrink')
    expect(fitText(headline, mono)).toMatchObject({ fontSize: headline.fontSize, lines: ['WOW'], fits: true })
  })

  it('never splits a word to fit: it shrinks until the longest word fits the width', () => {
    const fitted = fitText({ text: 'UNBELIEVABLE', width: 300, height: 400, fontSize: 200, lineHeight: 1, fit: 'shrink' }, mono)
    expect(fitted).toMatchObject({ lines: ['UNBELIEVABLE'], fontSize: 50, fits: true })
  })

  it('says when text cannot fit even at the smallest size', () => {
    expect(fitText({ text: 'A'.repeat(200), width: 40, height: 10, fontSize: 100, lineHeight: 1, fit: 'shrink' }, mono).fits).toBe(false)
  })

  it('in wrap mode keeps the size and grows the box to the lines', () => {
    const { headline } = reactionWith('I TRIED IT FOR 30 DAYS', 'wrap')
    const fitted = fitText(headline, mono)
    expect(fitted.fontSize).toBe(headline.fontSize)
    expect(fitted.height).toBe(Math.ceil(fitted.lines.length * headline.fontSize * headline.lineHeight))
  })
})

describe('frameProblems', () => {
  it('finds nothing to cut in any template', () => {
    for (const template of TEMPLATES)
      expect(
        frameProblems(template.build(newId), () => mono),
        template.id,
      ).toEqual([])
  })

  it('flags wrapped text that grew past the bottom of the frame, and not the same text shrunk to fit', () => {
    const wrapped = reactionWith('I TRIED IT FOR 30 DAYS', 'wrap')
    // The editor writes the measured height back to a wrapping text's box.
    const grown = {
      ...wrapped.design,
      layers: wrapped.design.layers.map((layer) =>
        layer.id === wrapped.headline.id ? { ...layer, height: fitText(wrapped.headline, mono).height } : layer,
      ),
    }
    expect(frameProblems(grown, () => mono)).toEqual([{ id: wrapped.headline.id, name: 'Headline', problem: 'outside-frame' }])
    expect(frameProblems(reactionWith('I TRIED IT FOR 30 DAYS', 'shrink').design, () => mono)).toEqual([])
  })

  it('flags shrink-to-fit text that does not fit, and ignores hidden layers', () => {
    const { design, headline } = reactionWith('W'.repeat(200), 'shrink')
    const narrow = {
      ...design,
      layers: design.layers.map((layer) => (layer.id === headline.id ? { ...layer, width: 40, height: 12 } : layer)),
    }
    expect(frameProblems(narrow, () => mono)).toEqual([{ id: headline.id, name: 'Headline', problem: 'text-overflow' }])
    expect(frameProblems({ ...narrow, layers: narrow.layers.map((layer) => ({ ...layer, visible: false })) }, () => mono)).toEqual([])
  })

  it('flags a photo half off an edge, but not one that bleeds across the whole frame', () => {
    const { design } = reactionWith('OK', 'shrink')
    const slot = design.layers.find((layer) => layer.type === 'shape')!
    const moved = (x: number, width: number) => ({
      ...design,
      layers: design.layers.map((layer) => (layer.id === slot.id ? { ...layer, x, width } : layer)),
    })
    expect(frameProblems(moved(1000, 560)).map((problem) => problem.id)).toEqual([slot.id])
    expect(frameProblems(moved(-40, 1400))).toEqual([])
  })

  it('flags a layer turned so that its corner leaves the frame', () => {
    const { design, headline } = reactionWith('OK', 'shrink')
    const turned = { ...design, layers: design.layers.map((layer) => (layer.id === headline.id ? { ...layer, rotation: 45 } : layer)) }
    expect(frameProblems(turned).map((problem) => problem.id)).toContain(headline.id)
  })
})

describe('fitPatch', () => {
  it('cuts a grown box back to the frame when the text switches to shrink to fit', () => {
    expect(fitPatch({ y: 140, height: 760 }, 'shrink', CANVAS_FORMATS.video)).toEqual({ fit: 'shrink', height: 580 })
    expect(fitPatch({ y: 140, height: 300 }, 'shrink', CANVAS_FORMATS.video)).toEqual({ fit: 'shrink', height: 300 })
    expect(fitPatch({ y: 140, height: 760 }, 'wrap', CANVAS_FORMATS.video)).toEqual({ fit: 'wrap' })
  })
})
