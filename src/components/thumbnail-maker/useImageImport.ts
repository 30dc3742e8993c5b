import { useCallback } from 'react'

import { uploadImage } from '@/lib/services/thumbnail-maker'
import {
  addLayer,
  canAddLayer,
  canvasOf,
  createImage,
  LIMITS,
  moveLayer,
  placeInPhotoSlot,
  setBackground,
  type Background,
} from '@/tools/thumbnail-maker'
import { coverCrop } from '@/tools/thumbnail-maker/geometry'

import { blobToDataUrl, ImageProblem, layerNameFor, loadYouTubeThumbnail, prepareImage } from './images'
import { newId, useEditorContext } from './store'

type Point = { x: number; y: number }
type Source = { src: string; width: number; height: number }

const FULL = `A design can have at most ${LIMITS.layers} layers: delete one first.`

function within(value: number, max: number) {
  return Math.round(Math.min(Math.max(value, 0), max))
}

/**
 * Turns a chosen, dropped or pasted file into an image source: signed-in users upload it to their
 * account (private to them); visitors embed it in the design as a data URL, which stays in this
 * browser. Progress and problems are reported through the editor's notice.
 */
export function useImageImport() {
  const { store, signedIn } = useEditorContext()

  const sourceFor = useCallback(
    async (file: File): Promise<Source | null> => {
      store.notify({ tone: 'info', message: `Adding “${file.name || 'pasted image'}”…`, busy: true })
      try {
        const prepared = await prepareImage(file)
        if (!signedIn) return { src: await blobToDataUrl(prepared.blob), width: prepared.width, height: prepared.height }
        const form = new FormData()
        form.append('file', new File([prepared.blob], file.name || 'pasted-image', { type: prepared.blob.type }))
        const result = await uploadImage(form)
        if (result.ok) return { src: result.src, width: result.width, height: result.height }
        store.notify({ tone: 'error', message: result.message })
      } catch (error) {
        store.notify({
          tone: 'error',
          message: error instanceof ImageProblem ? error.message : 'This image could not be added. Check your connection and try again.',
        })
      }
      return null
    },
    [store, signedIn],
  )

  /** Adds the file as a layer, centred on `at` (design pixels) or on the canvas, and selects it. */
  const addImageFile = useCallback(
    async (file: File, at?: Point) => {
      if (!canAddLayer(store.getState().history.present)) return store.notify({ tone: 'error', message: FULL })
      const source = await sourceFor(file)
      if (!source) return
      const canvas = canvasOf(store.getState().history.present)
      const placed = createImage(newId, source.src, source, { name: layerNameFor(file.name) }, canvas)
      // Added (not dropped at a point) to a template with a free photo slot: into the slot, under the headline.
      const slotted = at ? null : placeInPhotoSlot(store.getState().history.present, placed, source)
      if (slotted) {
        store.edit(() => slotted)
        store.select(placed.id)
        return store.notify({ tone: 'success', message: `Added “${placed.name}” to the photo slot.` })
      }
      // Centred where it was dropped, but kept on the canvas (createImage already fits it inside).
      const layer = at
        ? {
            ...placed,
            x: within(at.x - placed.width / 2, canvas.width - placed.width),
            y: within(at.y - placed.height / 2, canvas.height - placed.height),
          }
        : placed
      store.edit((design) => addLayer(design, layer))
      store.select(layer.id)
      store.notify({ tone: 'success', message: `Added “${layer.name}”.` })
    },
    [store, sourceFor],
  )

  const setBackgroundImage = useCallback(
    async (file: File, color: string) => {
      const source = await sourceFor(file)
      if (!source) return
      const background: Background = { kind: 'image', src: source.src, fit: 'cover', color }
      store.edit((design) => setBackground(design, background))
      store.notify({ tone: 'success', message: 'Background image set.' })
    },
    [store, sourceFor],
  )

  /** Adds a video's thumbnail under every other layer, filling the canvas. */
  const importYouTube = useCallback(
    async (videoId: string) => {
      if (!canAddLayer(store.getState().history.present)) return store.notify({ tone: 'error', message: FULL })
      store.notify({ tone: 'info', message: 'Importing the video’s thumbnail…', busy: true })
      const thumbnail = await loadYouTubeThumbnail(videoId)
      if (!thumbnail)
        return store.notify({
          tone: 'error',
          message: 'YouTube has no thumbnail for this video, or it could not be loaded. Check the link and try again.',
        })
      const canvas = canvasOf(store.getState().history.present)
      // YouTube's 16:9 picture, cropped to cover a Shorts frame too.
      const crop = coverCrop(thumbnail.crop, canvas)
      const layer = createImage(newId, thumbnail.src, canvas, { name: 'YouTube thumbnail', crop }, canvas)
      store.edit((design) => moveLayer(addLayer(design, layer), layer.id, 'back'))
      store.select(layer.id)
      store.notify({ tone: 'success', message: 'Imported the video’s thumbnail as the bottom layer.' })
    },
    [store],
  )

  return { addImageFile, setBackgroundImage, importYouTube }
}
