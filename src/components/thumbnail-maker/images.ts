import { useSyncExternalStore } from 'react'

import { MAX_UPLOAD_BYTES, UPLOAD_TYPES } from '@/tools/thumbnail-maker'

export type LoadedImage = { status: 'loading' } | { status: 'loaded'; image: HTMLImageElement } | { status: 'error' }

/**
 * Every image the editor draws, loaded once per address and shared: the canvas, the background and
 * the YouTube import all ask for the same addresses, and undo brings back ones already loaded.
 */
const cache = new Map<string, LoadedImage>()
const waiting = new Map<string, Set<() => void>>()

function settle(src: string, entry: LoadedImage) {
  cache.set(src, entry)
  for (const listener of waiting.get(src) ?? []) listener()
}

function start(src: string) {
  if (cache.has(src)) return
  cache.set(src, { status: 'loading' })
  const image = new window.Image()
  image.decoding = 'async'
  image.onload = () => settle(src, { status: 'loaded', image })
  image.onerror = () => settle(src, { status: 'error' })
  image.src = src
}

const LOADING: LoadedImage = { status: 'loading' }

/** The image at `src`, loading it on first use; re-renders when it loads or fails. */
export function useImage(src: string): LoadedImage {
  return useSyncExternalStore(
    (onChange) => {
      start(src)
      const listeners = waiting.get(src) ?? new Set()
      listeners.add(onChange)
      waiting.set(src, listeners)
      return () => void listeners.delete(onChange)
    },
    () => cache.get(src) ?? LOADING,
    () => LOADING,
  )
}

/** Resolves with the loaded image, or rejects when it cannot be loaded. */
export function loadImage(src: string): Promise<HTMLImageElement> {
  start(src)
  return new Promise((resolve, reject) => {
    const check = () => {
      const entry = cache.get(src)
      if (entry?.status === 'loading') return false
      waiting.get(src)?.delete(check)
      if (entry?.status === 'loaded') resolve(entry.image)
      else reject(new Error(`Could not load ${src.slice(0, 60)}`))
      return true
    }
    if (!check()) waiting.set(src, (waiting.get(src) ?? new Set()).add(check))
  })
}

/** Uploads can be 8 MB; designs only ever show them at canvas size, twice that is plenty for crops. */
const MAX_SIDE = 2560

export type PreparedImage = { blob: Blob; width: number; height: number }

/**
 * Checks a chosen file and shrinks it to fit within 2560 px. A file already small enough is kept
 * as it is, so a PNG's transparency and a JPEG's exact bytes survive.
 */
export async function prepareImage(file: Blob): Promise<PreparedImage> {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) throw new ImageProblem('Use a PNG, JPEG or WebP image.')
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    throw new ImageProblem('This file is not a readable image.')
  }
  const { width, height } = bitmap
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height))
  if (scale === 1 && file.size <= MAX_UPLOAD_BYTES) {
    bitmap.close()
    return { blob: file, width, height }
  }
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(width * scale)
  canvas.height = Math.round(height * scale)
  const context = canvas.getContext('2d')
  if (!context) throw new ImageProblem('This browser cannot resize images.')
  context.imageSmoothingQuality = 'high'
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
  bitmap.close()
  // JPEG stays JPEG; PNG and WebP become WebP, which keeps transparency at a fraction of the size.
  const blob = await canvasToBlob(canvas, file.type === 'image/jpeg' ? 'image/jpeg' : 'image/webp', 0.9)
  if (blob.size > MAX_UPLOAD_BYTES) throw new ImageProblem('This image is too large even after resizing: use one under 8 MB.')
  return { blob, width: canvas.width, height: canvas.height }
}

/** A problem worth telling the user as it is. */
export class ImageProblem extends Error {}

export function canvasToBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded.'))), type, quality),
  )
}

export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Unreadable image.')))
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable image.'))
    reader.readAsDataURL(blob)
  })
}

/** The first image among dropped or pasted files, if any. */
export function imageFileIn(files: FileList | null | undefined): File | null {
  return Array.from(files ?? []).find((file) => file.type.startsWith('image/')) ?? null
}

/** "my photo (final).png" → "my photo (final)", as a layer name. */
export function layerNameFor(fileName: string): string {
  const base = fileName.replace(/\.[a-z0-9]+$/i, '').trim()
  return (base || 'Image').slice(0, 80)
}

/** `crop`: the 16:9 picture within the image, in the image's own pixels. */
export type YouTubeThumbnail = { src: string; crop: { x: number; y: number; width: number; height: number } }

/**
 * A video's thumbnail through the site's same-origin proxy, which keeps the canvas exportable.
 * maxresdefault is 1280×720 but only exists for HD uploads; hqdefault always exists, as a 480×360
 * picture with the 16:9 frame letterboxed in it, so it is cropped to the 480×270 middle.
 */
export async function loadYouTubeThumbnail(videoId: string): Promise<YouTubeThumbnail | null> {
  const base = `/api/thumbnail-downloader/${videoId}`
  try {
    const src = `${base}/maxresdefault.jpg?inline=1`
    const image = await loadImage(src)
    return { src, crop: { x: 0, y: 0, width: image.naturalWidth, height: image.naturalHeight } }
  } catch {
    try {
      const src = `${base}/hqdefault.jpg?inline=1`
      const image = await loadImage(src)
      const height = Math.round((image.naturalWidth * 9) / 16)
      return { src, crop: { x: 0, y: Math.round((image.naturalHeight - height) / 2), width: image.naturalWidth, height } }
    } catch {
      return null
    }
  }
}
