import { describe, expect, it } from 'vitest'

import {
  CANVAS_FORMATS,
  DESIGN_VERSION,
  LIMITS,
  PREVIEW_SIZES,
  TEMPLATES,
  addLayer,
  canRedo,
  canUndo,
  canvasOf,
  chooseJpegQuality,
  createDesign,
  createHistory,
  createImage,
  createShape,
  createText,
  current,
  describeDesign,
  duplicateLayer,
  endGesture,
  formatBytes,
  gradientPoints,
  isInSafeArea,
  moveLayer,
  nudge,
  push,
  redo,
  removeLayer,
  serializeDesign,
  setBackground,
  snap,
  undo,
  updateLayer,
  type Design,
  type Layer,
  type NewId,
} from '@/tools/thumbnail-maker'
import { parseDesign } from '@/tools/thumbnail-maker/parse'

const VIDEO = CANVAS_FORMATS.video

function ids(prefix = 'layer'): NewId {
  let count = 0
  return () => `${prefix}-${++count}`
}

/** Freezes the whole design so any mutation by an operation throws. */
function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(frozen)
    Object.freeze(value)
  }
  return value
}

function sample(): Design {
  const newId = ids()
  return frozen(
    createDesign({
      name: 'Sample',
      layers: [
        createText(newId, { name: 'Title', text: 'HELLO' }),
        createShape(newId, 'rect', { x: 100, y: 100 }),
        createShape(newId, 'circle', { locked: true }),
        createImage(newId, '/api/uploads/file/abc123.png', { width: 640, height: 360 }),
      ],
    }),
  )
}

function layerIds(design: Design): string[] {
  return design.layers.map((layer) => layer.id)
}

function errorsOf(input: unknown): string[] {
  const result = parseDesign(input)
  if (result.ok) throw new Error('expected the design to be refused')
  return result.errors
}

describe('templates', () => {
  it('offers at least the six starting layouts', () => {
    expect(TEMPLATES.map((template) => template.id)).toEqual(
      expect.arrayContaining(['reaction', 'list', 'before-after', 'tutorial', 'gaming', 'minimal']),
    )
    expect(new Set(TEMPLATES.map((template) => template.id)).size).toBe(TEMPLATES.length)
  })

  it.each(TEMPLATES.map((template) => [template.id, template] as const))('%s survives serialize → parse unchanged', (_, template) => {
    const design = template.build(ids(template.id))
    const result = parseDesign(serializeDesign(design))
    expect(result).toEqual({ ok: true, design })
    expect(JSON.parse(serializeDesign(design))).toMatchObject({ version: DESIGN_VERSION })
  })

  it.each(TEMPLATES.map((template) => [template.id, template] as const))('%s keeps its text inside the safe area', (_, template) => {
    const design = template.build(ids())
    const texts = design.layers.filter((layer) => layer.type === 'text')
    expect(texts.length).toBeGreaterThan(0)
    for (const text of texts) expect(isInSafeArea(text, canvasOf(design)), text.name).toBe(true)
  })

  it('builds with the ids it is given, so the same ids give the same design', () => {
    const [template] = TEMPLATES
    if (!template) throw new Error('no templates')
    expect(template.build(ids('a'))).toEqual(template.build(ids('a')))
    expect(layerIds(template.build(ids('a')))[0]).toBe('a-1')
  })
})

describe('parseDesign', () => {
  const valid = () => JSON.parse(serializeDesign(sample())) as Record<string, unknown> & { layers: Record<string, unknown>[] }

  it('accepts a JSON string or an object', () => {
    expect(parseDesign(serializeDesign(sample()))).toEqual({ ok: true, design: sample() })
    expect(parseDesign(valid())).toEqual({ ok: true, design: sample() })
  })

  it('refuses what is not a design at all', () => {
    expect(errorsOf('{not json')).toEqual(['This is not a design file: it is not valid JSON.'])
    expect(errorsOf('[]')).toEqual(['A design must be a JSON object.'])
    expect(errorsOf(null)).toEqual(['A design must be a JSON object.'])
  })

  it('refuses versions it does not know, saying which', () => {
    expect(errorsOf({ ...valid(), version: 2 })[0]).toMatch(/newer version of the editor \(version 2/)
    expect(errorsOf({ ...valid(), version: 0 })[0]).toMatch(/Unknown design version 0/)
    expect(errorsOf({ ...valid(), version: undefined })).toEqual(['The design has no version number.'])
    expect(errorsOf({ ...valid(), version: '1' })).toEqual(['The design has no version number.'])
  })

  it('names the field and the problem for a bad colour', () => {
    const design = valid()
    design.layers[0] = { ...design.layers[0], fill: 'red' }
    expect(errorsOf(design)).toEqual(['layers[0].fill: "red" is not a colour: use #rgb, #rrggbb or #rrggbbaa.'])
  })

  it('accepts the three colour forms', () => {
    for (const fill of ['#fff', '#FFAA00', '#ffaa0080']) {
      const design = valid()
      design.layers[0] = { ...design.layers[0], fill }
      expect(parseDesign(design).ok).toBe(true)
    }
  })

  it('refuses unknown layer types and shape kinds', () => {
    const design = valid()
    design.layers[0] = { ...design.layers[0], type: 'video' }
    design.layers[1] = { ...design.layers[1], kind: 'star' }
    expect(errorsOf(design)).toEqual([
      'layers[0].type: Unknown layer type: use text, image or shape.',
      'layers[1].kind: Unknown shape kind: use rect, roundedRect, circle, arrow or line.',
    ])
  })

  it('refuses two layers with the same id', () => {
    const design = valid()
    design.layers[2] = { ...design.layers[2], id: 'layer-1' }
    expect(errorsOf(design)).toEqual(['layers[2].id: The id "layer-1" is used by more than one layer.'])
  })

  it('refuses text over 200 characters and out-of-range numbers', () => {
    const design = valid()
    design.layers[0] = { ...design.layers[0], text: 'x'.repeat(201), fontSize: 500, opacity: 2 }
    expect(errorsOf(design)).toEqual([
      'layers[0].opacity: Must be between 0 and 1.',
      'layers[0].text: Keep text under 200 characters.',
      'layers[0].fontSize: Must be between 8 and 400.',
    ])
  })

  it('refuses more than 60 layers', () => {
    const newId = ids()
    const design = { ...valid(), layers: Array.from({ length: LIMITS.layers + 1 }, () => createShape(newId, 'rect')) }
    expect(errorsOf(design)).toEqual(['layers: A design can have at most 60 layers.'])
    expect(parseDesign({ ...design, layers: design.layers.slice(1) }).ok).toBe(true)
  })

  it('refuses a weight the font does not have and a font that is not bundled', () => {
    const design = valid()
    design.layers[0] = { ...design.layers[0], fontFamily: 'Anton', fontWeight: 900 }
    expect(errorsOf(design)).toEqual(['layers[0].fontWeight: This weight is not available for this font.'])
    design.layers[0] = { ...design.layers[0], fontFamily: 'Comic Sans MS', fontWeight: 400 }
    expect(errorsOf(design)[0]).toMatch(/^layers\[0\]\.fontFamily: Invalid option/)
  })

  it('only takes images from this site or embedded as data URLs', () => {
    const withSrc = (src: string) => {
      const design = valid()
      design.layers[3] = { ...design.layers[3], src }
      return parseDesign(design)
    }
    expect(withSrc('/api/thumbnail-downloader/dQw4w9WgXcQ/maxresdefault.jpg').ok).toBe(true)
    // Designs saved before the proxy moved name its old path: they are read with the new one.
    const saved = withSrc('/api/tools/thumbnails/dQw4w9WgXcQ/maxresdefault.jpg?inline=1')
    expect(saved.ok && saved.design.layers[3]).toMatchObject({ src: '/api/thumbnail-downloader/dQw4w9WgXcQ/maxresdefault.jpg?inline=1' })
    expect(withSrc('/api/uploads/file/66a1f0c2e4b0.jpg').ok).toBe(true)
    expect(withSrc('data:image/png;base64,iVBORw0KGgo=').ok).toBe(true)
    for (const src of [
      'https://example.com/a.jpg',
      '/api/uploads/file/../secrets.png',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'javascript:alert(1)',
    ]) {
      expect(withSrc(src).ok, src).toBe(false)
    }
    const tooBig = withSrc(`data:image/jpeg;base64,${'A'.repeat(Math.ceil(LIMITS.imageBytes / 3) * 4 + 4)}`)
    expect(tooBig).toEqual({ ok: false, errors: ['layers[3].src: Embedded images can be at most 8 MB.'] })
  })

  it('checks gradients: two to four stops, in order', () => {
    const stops = (offsets: number[]) =>
      parseDesign({ ...valid(), background: { kind: 'gradient', angle: 90, stops: offsets.map((offset) => ({ offset, color: '#000' })) } })
    expect(stops([0, 1]).ok).toBe(true)
    expect(stops([0, 0.5, 0.5, 1]).ok).toBe(true)
    expect(stops([0])).toEqual({ ok: false, errors: ['background.stops: A gradient needs 2 to 4 colours.'] })
    expect(stops([0, 0.2, 0.4, 0.6, 1]).ok).toBe(false)
    expect(stops([1, 0])).toEqual({ ok: false, errors: ['background.stops: Gradient stops must be in order.'] })
  })
})

describe('operations', () => {
  it('never changes the design it is given', () => {
    const design = sample()
    const snapshot = structuredClone(design)
    updateLayer(design, 'layer-1', { x: 5, text: 'BYE' })
    moveLayer(design, 'layer-1', 'front')
    duplicateLayer(design, 'layer-2', ids('copy'))
    nudge(design, ['layer-1', 'layer-2'], 3, 4)
    removeLayer(design, 'layer-2')
    setBackground(design, { kind: 'solid', color: '#fff' })
    expect(design).toEqual(snapshot)
  })

  it('updates a layer, keeping untouched layers shared', () => {
    const design = sample()
    const next = updateLayer(design, 'layer-1', { text: 'BYE', fontSize: 90 })
    expect(next.layers[0]).toMatchObject({ text: 'BYE', fontSize: 90 })
    expect(next.layers[1]).toBe(design.layers[1])
  })

  it('returns the same design when a patch changes nothing', () => {
    const design = sample()
    expect(updateLayer(design, 'layer-1', { text: 'HELLO' })).toBe(design)
    expect(updateLayer(design, 'missing', { x: 1 })).toBe(design)
    // Keys the layer does not have, and its identity, are ignored.
    expect(updateLayer(design, 'layer-2', { text: 'no text on a rect' })).toBe(design)
    expect(updateLayer(design, 'layer-2', { id: 'other', type: 'text', kind: 'circle' } as never)).toBe(design)
  })

  it('leaves locked layers alone except to unlock, hide or rename them', () => {
    const design = sample()
    expect(updateLayer(design, 'layer-3', { x: 0, fill: '#000' })).toBe(design)
    const next = updateLayer(design, 'layer-3', { x: 0, visible: false, name: 'Sun' })
    expect(next.layers[2]).toMatchObject({ x: design.layers[2]?.x, visible: false, name: 'Sun', locked: true })
    const unlocked = updateLayer(updateLayer(design, 'layer-3', { locked: false }), 'layer-3', { x: 0 })
    expect(unlocked.layers[2]).toMatchObject({ x: 0, locked: false })
    expect(removeLayer(design, 'layer-3')).toBe(design)
    expect(moveLayer(design, 'layer-3', 'front')).toBe(design)
    expect(nudge(design, ['layer-3'], 10, 10)).toBe(design)
  })

  it('keeps a font weight the new family has when the family changes', () => {
    const design = sample()
    const heavy = updateLayer(updateLayer(design, 'layer-1', { fontFamily: 'Montserrat' }), 'layer-1', { fontWeight: 900 })
    expect(updateLayer(heavy, 'layer-1', { fontFamily: 'Oswald' }).layers[0]).toMatchObject({ fontFamily: 'Oswald', fontWeight: 700 })
    expect(updateLayer(heavy, 'layer-1', { fontFamily: 'Anton' }).layers[0]).toMatchObject({ fontFamily: 'Anton', fontWeight: 400 })
  })

  it('reorders layers (bottom to top)', () => {
    const design = sample()
    expect(layerIds(moveLayer(design, 'layer-1', 'forward'))).toEqual(['layer-2', 'layer-1', 'layer-3', 'layer-4'])
    expect(layerIds(moveLayer(design, 'layer-2', 'backward'))).toEqual(['layer-2', 'layer-1', 'layer-3', 'layer-4'])
    expect(layerIds(moveLayer(design, 'layer-1', 'front'))).toEqual(['layer-2', 'layer-3', 'layer-4', 'layer-1'])
    expect(layerIds(moveLayer(design, 'layer-4', 'back'))).toEqual(['layer-4', 'layer-1', 'layer-2', 'layer-3'])
    expect(moveLayer(design, 'layer-4', 'forward')).toBe(design)
    expect(moveLayer(design, 'layer-1', 'back')).toBe(design)
  })

  it('duplicates a layer just above it, offset, renamed and unlocked', () => {
    const design = sample()
    const next = duplicateLayer(design, 'layer-3', ids('copy'))
    expect(layerIds(next)).toEqual(['layer-1', 'layer-2', 'layer-3', 'copy-1', 'layer-4'])
    const [original, copy] = [next.layers[2], next.layers[3]]
    expect(copy).toMatchObject({
      name: 'Circle copy',
      x: (original?.x ?? 0) + 24,
      y: (original?.y ?? 0) + 24,
      locked: false,
      kind: 'circle',
    })
    expect(parseDesign(next).ok).toBe(true)
  })

  it('nudges the selected unlocked layers', () => {
    const design = sample()
    const next = nudge(design, ['layer-1', 'layer-2', 'layer-3'], -5, 10)
    expect(next.layers[1]).toMatchObject({ x: 95, y: 110 })
    expect(next.layers[2]).toBe(design.layers[2])
    expect(next.layers[3]).toBe(design.layers[3])
    expect(nudge(design, ['layer-1'], 0, 0)).toBe(design)
  })

  it('adds layers up to the limit, and never a duplicate id', () => {
    const newId = ids('shape')
    let design = createDesign()
    for (let count = 0; count < LIMITS.layers; count++) design = addLayer(design, createShape(newId, 'rect'))
    expect(design.layers).toHaveLength(60)
    expect(addLayer(design, createShape(newId, 'rect'))).toBe(design)
    expect(duplicateLayer(design, 'shape-1', newId)).toBe(design)
    const one = addLayer(createDesign(), createShape(ids(), 'rect'))
    expect(addLayer(one, createShape(ids(), 'circle'))).toBe(one)
  })

  it('removes layers and sets the background', () => {
    const design = sample()
    expect(layerIds(removeLayer(design, 'layer-2'))).toEqual(['layer-1', 'layer-3', 'layer-4'])
    expect(setBackground(design, { kind: 'solid', color: '#fff' }).background).toEqual({ kind: 'solid', color: '#fff' })
    expect(setBackground(design, design.background)).toBe(design)
  })

  it('fits images inside the canvas, centred, without enlarging them', () => {
    expect(createImage(ids(), '/api/uploads/file/1.webp', { width: 2560, height: 1440 })).toMatchObject({
      x: 0,
      y: 0,
      width: 1280,
      height: 720,
    })
    expect(createImage(ids(), '/api/uploads/file/1.webp', { width: 600, height: 1200 })).toMatchObject({
      x: 460,
      y: 0,
      width: 360,
      height: 720,
    })
    expect(createImage(ids(), '/api/uploads/file/1.webp', { width: 200, height: 100 })).toMatchObject({
      x: 540,
      y: 310,
      width: 200,
      height: 100,
    })
  })

  it('fits a line’s or arrow’s box to its points', () => {
    const arrow = createShape(ids(), 'arrow', { x: 100, y: 100, points: [50, 80, -30, 20] })
    expect(arrow).toMatchObject({ x: 70, y: 120, width: 80, height: 60, points: [80, 60, 0, 0] })
    const design = createDesign({ layers: [arrow] })
    expect(updateLayer(design, arrow.id, { points: [80, 60, -20, 0] }).layers[0]).toMatchObject({
      x: 50,
      y: 120,
      width: 100,
      height: 60,
      points: [100, 60, 0, 0],
    })
  })

  it('creates valid layers with defaults', () => {
    const newId = ids()
    const layers: Layer[] = [
      createText(newId),
      createText(newId, { fontFamily: 'Bebas Neue', fontWeight: 800 }),
      ...(['rect', 'roundedRect', 'circle', 'arrow', 'line'] as const).map((kind) => createShape(newId, kind)),
      createImage(newId, 'data:image/webp;base64,UklGRg==', { width: 10, height: 10 }),
    ]
    const result = parseDesign(createDesign({ layers }))
    expect(result.ok).toBe(true)
    expect(layers[1]).toMatchObject({ fontWeight: 400 })
    expect(layers.map((layer) => layer.id)).toEqual([
      'layer-1',
      'layer-2',
      'layer-3',
      'layer-4',
      'layer-5',
      'layer-6',
      'layer-7',
      'layer-8',
    ])
  })
})

describe('history', () => {
  const base = createDesign()
  const step = (design: Design, name: string) => ({ ...design, name })

  it('undoes and redoes a series of edits', () => {
    let history = createHistory(base)
    expect(canUndo(history)).toBe(false)
    history = push(history, step(base, 'one'))
    history = push(history, step(base, 'two'))
    history = push(history, step(base, 'three'))
    history = undo(undo(history))
    expect(current(history).name).toBe('one')
    expect(canRedo(history)).toBe(true)
    history = redo(history)
    expect(current(history).name).toBe('two')
    history = undo(undo(history))
    expect(current(history)).toBe(base)
    expect(undo(history)).toBe(history)
  })

  it('drops the redo branch on a new edit', () => {
    let history = createHistory(base)
    history = push(push(history, step(base, 'one')), step(base, 'two'))
    history = push(undo(history), step(base, 'other'))
    expect(canRedo(history)).toBe(false)
    expect(redo(history)).toBe(history)
    expect(current(undo(history)).name).toBe('one')
  })

  it('makes one undo step of a gesture', () => {
    let history = push(createHistory(base), step(base, 'before drag'))
    for (const name of ['a', 'ab', 'abc']) history = push(history, step(base, name), { coalesceKey: 'name:layer-1' })
    expect(current(history).name).toBe('abc')
    expect(history.past).toHaveLength(2)
    expect(current(undo(history)).name).toBe('before drag')
  })

  it('starts a new step after the gesture ends, or with another key', () => {
    let history = push(createHistory(base), step(base, 'a'), { coalesceKey: 'opacity:1' })
    history = endGesture(history)
    history = push(history, step(base, 'b'), { coalesceKey: 'opacity:1' })
    history = push(history, step(base, 'c'), { coalesceKey: 'x:1' })
    expect(history.past.map((design) => design.name)).toEqual(['Untitled thumbnail', 'a', 'b'])
    // Undo ends the gesture too: the next push is its own step.
    history = push(undo(history), step(base, 'd'), { coalesceKey: 'opacity:1' })
    expect(history.past.map((design) => design.name)).toEqual(['Untitled thumbnail', 'a', 'b'])
  })

  it('ignores designs that did not change and keeps at most `limit` steps', () => {
    const history = createHistory(base, { limit: 3 })
    expect(push(history, base)).toBe(history)
    let long = history
    for (let count = 1; count <= 5; count++) long = push(long, step(base, `edit ${count}`))
    expect(long.past.map((design) => design.name)).toEqual(['edit 2', 'edit 3', 'edit 4'])
    expect(current(long).name).toBe('edit 5')
  })
})

describe('snap', () => {
  it('snaps a centre to the canvas centre lines', () => {
    const result = snap({ x: 537, y: 255, width: 200, height: 200 }, [], { canvas: VIDEO })
    expect(result).toEqual({
      dx: 3,
      dy: 5,
      guides: [
        { orientation: 'vertical', position: 640 },
        { orientation: 'horizontal', position: 360 },
      ],
    })
  })

  it('snaps to another rect’s edge within the threshold only', () => {
    const other = { x: 800, y: 40, width: 100, height: 100 }
    expect(snap({ x: 595, y: 400, width: 200, height: 50 }, [other], { canvas: VIDEO })).toMatchObject({
      dx: 5,
      dy: 0,
      guides: [{ orientation: 'vertical', position: 800 }],
    })
    expect(snap({ x: 590, y: 400, width: 200, height: 50 }, [other], { canvas: VIDEO })).toEqual({ dx: 0, dy: 0, guides: [] })
    expect(snap({ x: 590, y: 400, width: 200, height: 50 }, [other], { canvas: VIDEO, threshold: 12 })).toMatchObject({ dx: 10 })
  })

  it('picks the nearest line and shows every line it then touches', () => {
    const others = [
      { x: 306, y: 0, width: 10, height: 10 },
      { x: 0, y: 0, width: 303, height: 10 },
      { x: 403, y: 500, width: 10, height: 10 },
    ]
    const result = snap({ x: 300, y: 600, width: 100, height: 20 }, others, { canvas: VIDEO })
    expect(result.dx).toBe(3)
    expect(result.guides).toEqual([
      { orientation: 'vertical', position: 303 },
      { orientation: 'vertical', position: 403 },
    ])
  })
})

describe('chooseJpegQuality', () => {
  /** Sizes grow with quality, like a real JPEG encoder; records what was tried. */
  function fakeEncoder(size: (quality: number) => number) {
    const tried: number[] = []
    const encode = async (quality: number) => {
      tried.push(quality)
      return size(quality)
    }
    return { encode, tried }
  }

  it('uses 0.95 straight away when it fits', async () => {
    const { encode, tried } = fakeEncoder(() => 400_000)
    expect(await chooseJpegQuality(encode)).toEqual({ quality: 0.95, bytes: 400_000, fits: true })
    expect(tried).toEqual([0.95])
  })

  it('finds the highest quality under the limit in at most 7 encodes', async () => {
    const { encode, tried } = fakeEncoder((quality) => Math.round(quality * 3_000_000))
    expect(await chooseJpegQuality(encode)).toEqual({ quality: 0.69, bytes: 2_070_000, fits: true })
    expect(tried.length).toBeLessThanOrEqual(7)
  })

  it.each([50, 51, 63, 77, 93, 94])('lands exactly on %i% whatever the curve', async (percent) => {
    const { encode, tried } = fakeEncoder((quality) => (Math.round(quality * 100) <= percent ? 1000 + quality : 5000))
    const choice = await chooseJpegQuality(encode, 2000)
    expect(choice.quality).toBe(percent / 100)
    expect(choice.fits).toBe(true)
    expect(tried.length).toBeLessThanOrEqual(7)
  })

  it('reports when even 0.5 is too big', async () => {
    const { encode, tried } = fakeEncoder((quality) => Math.round(4_000_000 + quality * 1_000_000))
    expect(await chooseJpegQuality(encode)).toEqual({ quality: 0.5, bytes: 4_500_000, fits: false })
    expect(tried.length).toBeLessThanOrEqual(7)
  })
})

describe('formatBytes', () => {
  it('writes sizes the way upload limits are stated', () => {
    expect(formatBytes(512)).toBe('512 B')
    expect(formatBytes(820 * 1024)).toBe('820 KB')
    expect(formatBytes(1.4 * 1024 * 1024)).toBe('1.4 MB')
    expect(formatBytes(2 * 1024 * 1024)).toBe('2 MB')
    expect(formatBytes(1024 * 1024 - 100)).toBe('1 MB')
  })
})

describe('describeDesign', () => {
  it.each(TEMPLATES.map((template) => [template.id, template] as const))('mentions every visible layer of %s', (_, template) => {
    const design = template.build(ids())
    const text = describeDesign(design)
    expect(text).toMatch(
      new RegExp(`^(?:Thumbnail design|Shorts frame \\(1080 × 1920\\)) with ${design.layers.length + 1} layers: background `),
    )
    expect(text.split('; ')).toHaveLength(design.layers.length + 1)
    for (const layer of design.layers) {
      if (layer.type === 'text') expect(text).toContain(`“${layer.text.replace(/\s+/g, ' ')}” in ${layer.fontFamily} ${layer.fontSize} px`)
    }
  })

  it('describes each kind of layer and leaves hidden ones out', () => {
    const newId = ids()
    const design = createDesign({
      background: {
        kind: 'gradient',
        angle: 90,
        stops: [
          { offset: 0, color: '#ff0000' },
          { offset: 1, color: '#0000ff' },
        ],
      },
      layers: [
        createImage(newId, '/api/uploads/file/1.webp', { width: 1280, height: 720 }, { name: 'Face' }),
        createText(newId, { text: 'WOW', fontSize: 160, x: 64, y: 40, width: 300 }),
        createShape(newId, 'arrow', { x: 900, y: 500, points: [0, 0, 100, 0], rotation: 90 }),
        createText(newId, { text: 'SECRET', visible: false }),
      ],
    })
    expect(describeDesign(design)).toBe(
      'Thumbnail design with 4 layers (and 1 hidden layer): background gradient from #ff0000 to #0000ff; ' +
        'image “Face”, 1280 × 720 px, in the centre; ' +
        'text “WOW” in Anton 160 px, #ffffff, outlined 8 px #000000, with a shadow, at the top left; ' +
        'arrow pointing down, #facc15, at the bottom right, rotated 90°.',
    )
  })
})

describe('canvas helpers', () => {
  it('places CSS-angled gradients on the canvas', () => {
    const across = gradientPoints(90, VIDEO.width, VIDEO.height)
    expect(across.start.x).toBeCloseTo(0)
    expect(across.start.y).toBeCloseTo(360)
    expect(across.end.x).toBeCloseTo(1280)
    const down = gradientPoints(180, VIDEO.width, VIDEO.height)
    expect(down.start.y).toBeCloseTo(0)
    expect(down.end.y).toBeCloseTo(720)
  })

  it('lists 16:9 preview sizes and keeps the badge in the bottom-right corner, outside the safe area', () => {
    for (const size of PREVIEW_SIZES) expect(Math.abs(size.width * (9 / 16) - size.height)).toBeLessThan(1)
    const badge = VIDEO.durationBadge!
    expect(badge.x + badge.width).toBe(VIDEO.width)
    expect(badge.y + badge.height).toBe(VIDEO.height)
    expect(VIDEO.safeArea).toEqual({ x: 64, y: 36, width: 1152, height: 648 })
    expect(isInSafeArea({ x: 1000, y: 560, width: 200, height: 100 }, VIDEO)).toBe(false)
    expect(isInSafeArea({ x: 64, y: 36, width: 1000, height: 500 }, VIDEO)).toBe(true)
  })
})
