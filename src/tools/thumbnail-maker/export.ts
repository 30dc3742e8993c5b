import type { CanvasFormat } from './formats'

/** YouTube refuses custom thumbnails over 2 MB. */
export const MAX_THUMBNAIL_BYTES = 2 * 1024 * 1024

/** What an exported file must keep within: the thumbnail limit, or none for a Shorts frame, which goes into a video (decision 026). */
export function exportByteLimit(format: Pick<CanvasFormat, 'settableOnYouTube'>): number {
  return format.settableOnYouTube ? MAX_THUMBNAIL_BYTES : Infinity
}

export type JpegChoice = { quality: number; bytes: number; fits: boolean }

const LOWEST = 50
const HIGHEST = 95

/**
 * The highest JPEG quality from 0.5 to 0.95, in steps of 0.01, whose file is at most `maxBytes`.
 * `encode` renders the design at a quality and resolves to the file's size. 0.95 comes first because
 * nearly every design fits at it; otherwise a binary search over the rest, 7 encodes at most, relying
 * on JPEG files growing with quality. When even 0.5 is too big, says so with `fits: false`.
 */
export async function chooseJpegQuality(encode: (quality: number) => Promise<number>, maxBytes = MAX_THUMBNAIL_BYTES): Promise<JpegChoice> {
  const highest = await encode(HIGHEST / 100)
  if (highest <= maxBytes) return { quality: HIGHEST / 100, bytes: highest, fits: true }
  let best: JpegChoice | null = null
  // When nothing fits, the search ends by trying 0.5, so this is then the 0.5 file.
  let lastMiss: JpegChoice = { quality: HIGHEST / 100, bytes: highest, fits: false }
  let low = LOWEST
  let high = HIGHEST - 1
  while (low <= high) {
    const percent = Math.floor((low + high) / 2)
    const bytes = await encode(percent / 100)
    if (bytes <= maxBytes) {
      best = { quality: percent / 100, bytes, fits: true }
      low = percent + 1
    } else {
      lastMiss = { quality: percent / 100, bytes, fits: false }
      high = percent - 1
    }
  }
  return best ?? lastMiss
}

const KB = 1024
const MB = KB * KB

/** Binary units, as upload limits are counted: 839_680 -> "820 KB", 1_468_006 -> "1.4 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < KB) return `${bytes} B`
  if (Math.round(bytes / KB) < KB) return `${Math.round(bytes / KB)} KB`
  return `${Number((bytes / MB).toFixed(1))} MB`
}
