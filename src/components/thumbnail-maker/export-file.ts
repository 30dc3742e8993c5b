import type Konva from 'konva'
import type React from 'react'

import { canvasOf, chooseJpegQuality, MAX_THUMBNAIL_BYTES, type Design } from '@/tools/thumbnail-maker'

import { canvasToBlob, loadImage } from './images'
import { nextFrame, renderDesign } from './render'

export type ExportFormat = 'png' | 'jpeg'
export const FILE_NAMES: Record<ExportFormat, string> = { png: 'thumbnail.png', jpeg: 'thumbnail.jpg' }

/** Every image the design shows, so the export does not catch one still loading. */
export function imageSources(design: Design): string[] {
  const sources = design.layers.flatMap((layer) => (layer.type === 'image' && layer.visible ? [layer.src] : []))
  return design.background.kind === 'image' ? [design.background.src, ...sources] : sources
}

/** The design drawn at full size once every image and font it shows has loaded (exports and "Set on YouTube"). */
export async function renderForExport(design: Design, layerRef: React.RefObject<Konva.Layer | null>): Promise<HTMLCanvasElement> {
  await Promise.allSettled(imageSources(design).map(loadImage))
  await document.fonts.ready
  // Lets the canvas draw what just loaded, and a spinner show, before the page is busy encoding.
  await nextFrame()
  const layer = layerRef.current
  if (!layer) throw new Error('The canvas is not ready yet.')
  return renderDesign(layer, canvasOf(design))
}

/** Starts the browser's download of a file already in memory. */
export function saveFile(url: string, name: string) {
  const link = Object.assign(document.createElement('a'), { href: url, download: name })
  document.body.append(link)
  link.click()
  link.remove()
}

/**
 * The rendered canvas as a file. A JPEG gets the highest quality that keeps it within `maxBytes`
 * (YouTube's thumbnail limit unless told another, exportByteLimit); `fits` says whether the file is within it.
 */
export async function encodeCanvas(
  canvas: HTMLCanvasElement,
  format: ExportFormat,
  maxBytes = MAX_THUMBNAIL_BYTES,
): Promise<{ blob: Blob; quality: number | null; fits: boolean }> {
  if (format === 'png') {
    const blob = await canvasToBlob(canvas, 'image/png')
    return { blob, quality: null, fits: blob.size <= maxBytes }
  }
  const files = new Map<number, Blob>()
  const choice = await chooseJpegQuality(async (candidate) => {
    const file = await canvasToBlob(canvas, 'image/jpeg', candidate)
    files.set(candidate, file)
    return file.size
  }, maxBytes)
  const chosen = files.get(choice.quality)
  if (!chosen) throw new Error('The JPEG could not be encoded.')
  return { blob: chosen, quality: choice.quality, fits: choice.fits }
}
