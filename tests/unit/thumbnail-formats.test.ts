import { describe, expect, it } from 'vitest'

import {
  CANVAS_FORMAT_IDS,
  CANVAS_FORMATS,
  TEMPLATES,
  canvasOf,
  chooseJpegQuality,
  coveredBy,
  createDesign,
  createImage,
  createText,
  describeDesign,
  exportByteLimit,
  fitPatch,
  formatName,
  frameProblems,
  gradientPoints,
  isInSafeArea,
  serializeDesign,
  snap,
  type Design,
  type TextLayer,
} from '@/tools/thumbnail-maker'
import { coverCrop } from '@/tools/thumbnail-maker/geometry'
import { parseDesign } from '@/tools/thumbnail-maker/parse'

let counter = 0
const newId = () => `layer-${++counter}`
const SHORTS = CANVAS_FORMATS.shorts
const VIDEO = CANVAS_FORMATS.video
const inside = (outer: { x: number; y: number; width: number; height: number }, rect: typeof outer) =>
  rect.x >= outer.x && rect.y >= outer.y && rect.x + rect.width <= outer.x + outer.width && rect.y + rect.height <= outer.y + outer.height

function shortsWith(text: Partial<TextLayer>): Design {
  return createDesign({ format: 'shorts', layers: [createText(newId, { name: 'Hook', text: 'WAIT FOR IT', ...text }, SHORTS)] })
}

describe('canvas formats', () => {
  it('has the video thumbnail and the vertical Shorts frame, each with its safe area inside the frame', () => {
    expect(CANVAS_FORMAT_IDS).toEqual(['video', 'shorts'])
    expect(formatName(VIDEO)).toBe('Video thumbnail 1280 × 720')
    expect(formatName(SHORTS)).toBe('Shorts 1080 × 1920')
    expect([VIDEO.settableOnYouTube, SHORTS.settableOnYouTube]).toEqual([true, false])
    // A Short's cover has no duration badge, and is previewed at the Shorts shelf's 9:16 sizes.
    expect(SHORTS.durationBadge).toBeNull()
    expect(VIDEO.covered.map((area) => area.rect)).toEqual([VIDEO.durationBadge])
    for (const size of SHORTS.previews) expect(Math.abs(size.width * (16 / 9) - size.height)).toBeLessThan(1)
    for (const format of Object.values(CANVAS_FORMATS)) {
      const frame = { x: 0, y: 0, width: format.width, height: format.height }
      expect(inside(frame, format.safeArea), format.id).toBe(true)
      for (const area of format.covered) expect(inside(frame, area.rect), area.label).toBe(true)
    }
    // A Short's interface is all around its safe area; a video's badge sits in the corner of its own.
    expect(coveredBy(SHORTS.safeArea, SHORTS)).toEqual([])
  })

  it('keeps a Short’s safe area clear of the header, the buttons and the title', () => {
    expect(SHORTS.covered.map((area) => area.label)).toEqual(['header', 'like and share buttons', 'title and channel'])
    expect(isInSafeArea({ x: 100, y: 300, width: 700, height: 400 }, SHORTS)).toBe(true)
    // The same box is fine on a Short and too tall for a video thumbnail.
    expect(isInSafeArea({ x: 100, y: 300, width: 700, height: 400 }, VIDEO)).toBe(false)
    expect(isInSafeArea({ x: 100, y: 1500, width: 700, height: 200 }, SHORTS)).toBe(false)
    expect(isInSafeArea({ x: 800, y: 900, width: 200, height: 100 }, SHORTS)).toBe(false)
    expect(isInSafeArea({ x: 100, y: 40, width: 700, height: 100 }, SHORTS)).toBe(false)
  })
})

describe('a design’s format', () => {
  it('reads designs saved before formats existed as video thumbnails, unchanged otherwise', () => {
    const old = { version: 1, name: 'Old one', background: { kind: 'solid', color: '#111827' }, layers: [] }
    const parsed = parseDesign(JSON.stringify(old))
    expect(parsed).toEqual({ ok: true, design: { ...old, format: 'video' } })
    if (parsed.ok) expect(canvasOf(parsed.design)).toBe(VIDEO)
  })

  it('saves and reads a Shorts design, and refuses any other format with the two it takes', () => {
    const design = shortsWith({})
    expect(parseDesign(serializeDesign(design))).toEqual({ ok: true, design })
    const square = parseDesign({ ...design, format: 'square' })
    expect(square).toEqual({
      ok: false,
      errors: ['format: Unknown canvas format: use video (Video thumbnail 1280 × 720) or shorts (Shorts 1080 × 1920).'],
    })
  })

  it('centres new layers on the Shorts frame and fits images inside it', () => {
    const text = createText(newId, {}, SHORTS)
    expect(text.x + text.width / 2).toBe(540)
    expect(text.width).toBeLessThanOrEqual(SHORTS.width * 0.8)
    const wide = createImage(newId, 'data:,', { width: 2560, height: 1440 }, {}, SHORTS)
    expect([wide.x, wide.width, wide.height]).toEqual([0, 1080, 608])
    expect(wide.y).toBe(Math.round((1920 - 608) / 2))
  })

  it('snaps to the Shorts frame’s centre lines and edges', () => {
    const result = snap({ x: 386, y: 906, width: 300, height: 100 }, [], { canvas: SHORTS })
    expect(result).toEqual({
      dx: 4,
      dy: 4,
      guides: [
        { orientation: 'vertical', position: 540 },
        { orientation: 'horizontal', position: 960 },
      ],
    })
    expect(snap({ x: 386, y: 906, width: 300, height: 100 }, [], { canvas: VIDEO }).guides).toEqual([])
  })

  it('cuts a shrink-to-fit box back to the Shorts frame’s bottom, and draws gradients across its height', () => {
    expect(fitPatch({ y: 1700, height: 600 }, 'shrink', SHORTS)).toEqual({ fit: 'shrink', height: 220 })
    const down = gradientPoints(180, SHORTS.width, SHORTS.height)
    expect(down.start.y).toBeCloseTo(0)
    expect(down.end.y).toBeCloseTo(1920)
  })

  it('crops a 16:9 picture to cover the vertical frame, centred', () => {
    expect(coverCrop({ x: 0, y: 0, width: 1280, height: 720 }, SHORTS)).toEqual({ x: 437.5, y: 0, width: 405, height: 720 })
    expect(coverCrop({ x: 0, y: 45, width: 480, height: 270 }, VIDEO)).toEqual({ x: 0, y: 45, width: 480, height: 270 })
  })

  it('describes a Short and places layers in thirds of its own height', () => {
    const description = describeDesign(shortsWith({ y: 1600, height: 100 }))
    expect(description).toMatch(/^Shorts frame \(1080 × 1920\) with 2 layers/)
    expect(description).toContain('at the bottom')
  })
})

describe('the check before exporting a Short', () => {
  it('flags text under the YouTube app’s title and buttons, and text past the 1920 px frame', () => {
    const under = shortsWith({ y: 1500, height: 200 })
    expect(frameProblems(under)).toEqual([{ id: under.layers[0]!.id, name: 'Hook', problem: 'covered', under: 'title and channel' }])
    const beside = shortsWith({ x: 700, y: 900, width: 300, height: 100 })
    expect(frameProblems(beside)).toMatchObject([{ problem: 'covered', under: 'like and share buttons' }])
    expect(frameProblems(shortsWith({ y: 1850, height: 150 }))).toMatchObject([{ problem: 'outside-frame' }])
    // Inside the safe area: nothing to say. The same place on a video thumbnail is far past its frame.
    const safe = shortsWith({ x: 100, y: 900, width: 700, height: 300 })
    expect(frameProblems(safe)).toEqual([])
    expect(frameProblems({ ...safe, format: 'video' })).toMatchObject([{ problem: 'outside-frame' }])
  })

  it('keeps a thumbnail within YouTube’s 2 MB and a Shorts JPEG at the highest quality, whatever its size', async () => {
    expect(exportByteLimit(VIDEO)).toBe(2 * 1024 * 1024)
    const big = async () => 3 * 1024 * 1024
    expect(await chooseJpegQuality(big, exportByteLimit(SHORTS))).toEqual({ quality: 0.95, bytes: 3 * 1024 * 1024, fits: true })
    expect(await chooseJpegQuality(big, exportByteLimit(VIDEO))).toMatchObject({ quality: 0.5, fits: false })
  })

  it('leaves text near a video thumbnail’s duration badge to its overlay and previews, as before', () => {
    const design = createDesign({ layers: [createText(newId, { name: 'Corner', x: 1100, y: 640, width: 160, height: 60 })] })
    expect(coveredBy(design.layers[0]!, VIDEO).map((area) => area.label)).toEqual(['video length'])
    expect(frameProblems(design)).toEqual([])
  })

  it('offers a Shorts template with its text in the Shorts safe area', () => {
    const shorts = TEMPLATES.filter((template) => template.build(newId).format === 'shorts')
    expect(shorts.map((template) => template.id)).toEqual(['shorts-hook'])
    expect(frameProblems(shorts[0]!.build(newId))).toEqual([])
  })
})
