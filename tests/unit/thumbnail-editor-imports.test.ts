import { afterEach, describe, expect, it, vi } from 'vitest'

import { staticImportsOf } from '../support/static-imports'

/**
 * The packages the thumbnail editor's code loads before it runs (tests/support/static-imports.ts).
 * The editor starts in steps after the first paint, and each package reached here is script the
 * phone runs in them (decision 008): zod and all of Konva were its longest tasks.
 */
const packagesReachedFrom = (entry: string) => staticImportsOf(entry).packages

const EDITOR = 'src/components/thumbnail-maker/ThumbnailEditor.tsx'

describe('thumbnail editor start-up code', () => {
  it('does not load zod: the schemas come with a saved design or the first save', () => {
    expect(packagesReachedFrom(EDITOR)).not.toContain('zod')
    expect(packagesReachedFrom('src/tools/thumbnail-maker/index.ts')).not.toContain('zod')
    expect(packagesReachedFrom('src/tools/youtube/video-id.ts')).not.toContain('zod')
  })

  it('loads react-konva on Konva’s core and the shapes it draws, not the whole of Konva', () => {
    const packages = packagesReachedFrom(EDITOR)
    expect(packages).toContain('react-konva/lib/ReactKonvaCore.js')
    expect(packages).toContain('konva/lib/shapes/Transformer.js')
    expect(packages).not.toContain('react-konva')
    expect(packages).not.toContain('konva')
  })

  it('sees zod where a design is parsed or saved (the check itself works)', () => {
    expect(packagesReachedFrom('src/tools/thumbnail-maker/parse.ts')).toContain('zod')
    expect(packagesReachedFrom('src/tools/thumbnail-maker/save.ts')).toContain('zod')
  })
})

describe('Konva’s text shape (patches/konva+*.patch)', () => {
  const RealSegmenter = Intl.Segmenter
  afterEach(() => {
    Object.assign(Intl, { Segmenter: RealSegmenter })
    vi.resetModules()
  })

  it('builds its grapheme segmenter on first use, not when the editor loads it', async () => {
    let built = 0
    class CountedSegmenter extends RealSegmenter {
      constructor(...args: ConstructorParameters<typeof RealSegmenter>) {
        super(...args)
        built += 1
      }
    }
    Object.assign(Intl, { Segmenter: CountedSegmenter })
    vi.resetModules()
    const { stringToArray } = await import('konva/lib/shapes/Text.js')
    expect(built).toBe(0)

    // Letter spacing and Konva's own wrapping still count a flag or a skin-toned emoji as one character.
    expect(stringToArray('🇫🇷a👍🏽')).toEqual(['🇫🇷', 'a', '👍🏽'])
    expect(stringToArray('e\u0301')).toEqual(['e\u0301'])
    expect(built).toBe(1)
  })
})
