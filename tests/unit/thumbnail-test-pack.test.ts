import { describe, expect, it } from 'vitest'

import { addLayer, createDesign, createImage, createShape, createText } from '@/tools/thumbnail-maker'
import { contrastRatio, elementValue, lowContrastText, testPack, testPackFileName, variedElements } from '@/tools/thumbnail-maker/test-pack'

let next = 0
const newId = () => `layer-${++next}`

const title = createText(newId, { text: 'I tried it for 30 days', fill: '#ffffff', strokeWidth: 0 })
const photo = createImage(newId, '/api/uploads/file/photo.jpg', { width: 640, height: 360 })
const arrow = createShape(newId, 'arrow', { stroke: '#facc15' })
const design = [title, photo, arrow].reduce(
  (current, layer) => addLayer(current, layer),
  createDesign({ name: 'Café tour: day 1', background: { kind: 'solid', color: '#111827' } }),
)

describe('a Test & Compare pack', () => {
  it('offers what can vary on each kind of layer', () => {
    expect(variedElements(title)).toEqual(['text', 'colour'])
    expect(variedElements(photo)).toEqual(['image'])
    expect(variedElements(arrow)).toEqual(['colour'])
    expect(elementValue(arrow, 'colour')).toBe('#facc15')
  })

  it('keeps the design as A and changes only the chosen element of the chosen layer in B and C', () => {
    const pack = testPack(design, { layerId: title.id, element: 'text', values: ['30 days later…', 'It worked?!'] })!
    expect(pack).toHaveLength(3)
    expect(pack[0]).toBe(design)
    expect(pack.map((variant) => (variant.layers[0] as typeof title).text)).toEqual([
      'I tried it for 30 days',
      '30 days later…',
      'It worked?!',
    ])
    for (const variant of pack.slice(1)) {
      expect(variant.layers.slice(1)).toEqual(design.layers.slice(1))
      expect({ ...variant.layers[0], text: title.text }).toEqual(title)
      expect(variant.background).toEqual(design.background)
    }
  })

  it('skips empty and repeated values, stops at three, and refuses what a layer cannot vary', () => {
    const colours = testPack(design, {
      layerId: arrow.id,
      element: 'colour',
      values: ['', '#facc15', '#22c55e', '#22c55e', '#ef4444', '#3b82f6'],
    })!
    expect(colours.map((variant) => (variant.layers[2] as typeof arrow).stroke)).toEqual(['#facc15', '#22c55e', '#ef4444'])
    expect(testPack(design, { layerId: photo.id, element: 'image', values: [] })).toEqual([design])
    expect(testPack(design, { layerId: photo.id, element: 'text', values: ['x'] })).toBeNull()
    expect(testPack(design, { layerId: 'gone', element: 'colour', values: ['#000000'] })).toBeNull()
  })

  it('names the files for YouTube Studio’s test, in order', () => {
    expect([0, 1, 2].map((index) => testPackFileName(design.name, index, 'jpg'))).toEqual([
      'Café-tour-day-1-test-A.jpg',
      'Café-tour-day-1-test-B.jpg',
      'Café-tour-day-1-test-C.jpg',
    ])
    expect(testPackFileName('  /  ', 1, 'png')).toBe('thumbnail-test-B.png')
  })

  it('flags text too close in colour to its outline or a solid background', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21)
    expect(contrastRatio('#777777', '#777777')).toBe(1)
    expect(lowContrastText(design)).toEqual([])
    const dim = testPack(design, { layerId: title.id, element: 'colour', values: ['#1f2937'] })![1]!
    expect(lowContrastText(dim).map((layer) => layer.id)).toEqual([title.id])
    // Over a photo nothing is judged; an outline that stands out makes any fill readable.
    expect(lowContrastText({ ...dim, background: { kind: 'image', src: '/x.jpg', fit: 'cover', color: '#000000' } })).toEqual([])
    const outlined = {
      ...dim,
      layers: dim.layers.map((layer) => (layer.id === title.id ? { ...layer, stroke: '#ffffff', strokeWidth: 8 } : layer)),
    }
    expect(lowContrastText(outlined)).toEqual([])
  })
})
