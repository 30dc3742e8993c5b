import type Konva from 'konva'
import type React from 'react'

import { frameProblems, type Design } from '@/tools/thumbnail-maker'
import { lowContrastText, testPackFileName } from '@/tools/thumbnail-maker/test-pack'

import { encodeCanvas, renderForExport } from './export-file'
import { measurerFor } from './measure'
import { nextFrame } from './render'
import type { EditorStore } from './store'

/** One file of a Test & Compare pack and what its checks found (decision 022). */
export type PackFile = { name: string; bytes: number; fits: boolean; cut: string[]; lowContrast: string[] }

/**
 * Renders each design of the pack with the editor's own canvas (shown instead of the present design
 * for a frame or two), as a JPEG within 2 MB, checks it as the export panel does, and zips the files
 * (stored, not compressed again: JPEGs do not shrink). The present design is back afterwards, whatever happens.
 */
export async function exportTestPack(
  store: EditorStore,
  layerRef: React.RefObject<Konva.Layer | null>,
  pack: Design[],
  designName: string,
): Promise<{ zip: Blob; files: PackFile[] }> {
  const { zipSync } = await import('fflate')
  const entries: Record<string, Uint8Array> = {}
  const files: PackFile[] = []
  for (const [index, design] of pack.entries()) {
    const restore = store.showInstead(design)
    try {
      await nextFrame()
      const { blob, fits } = await encodeCanvas(await renderForExport(design, layerRef), 'jpeg')
      const name = testPackFileName(designName, index, 'jpg')
      entries[name] = new Uint8Array(await blob.arrayBuffer())
      files.push({
        name,
        bytes: blob.size,
        fits,
        cut: frameProblems(design, measurerFor).map((problem) => problem.name),
        lowContrast: lowContrastText(design).map((layer) => layer.name),
      })
    } finally {
      restore()
    }
  }
  const zip = zipSync(entries, { level: 0 })
  return { zip: new Blob([zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), files }
}
