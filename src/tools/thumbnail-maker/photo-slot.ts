import { coverCrop } from './geometry'
import type { Design, ImageLayer } from './model'
import { PHOTO_SLOT_NAME } from './templates'

/**
 * Where an added photo goes when the design has an empty photo slot (the templates' "Photo slot"
 * shapes): into the slot, cropped to cover it like Canva's frames, with the slot's rounded corners,
 * and layered just above the slot so the headline stays on top. Null when no slot is free; the editor
 * then centres the photo as before. A slot is taken once an image covers its box.
 */
export function placeInPhotoSlot(design: Design, image: ImageLayer, source: { width: number; height: number }): Design | null {
  const covers = (slot: { x: number; y: number; width: number; height: number }) =>
    design.layers.some(
      (layer) =>
        layer.type === 'image' && layer.x === slot.x && layer.y === slot.y && layer.width === slot.width && layer.height === slot.height,
    )
  const index = design.layers.findIndex(
    (layer) => layer.type === 'shape' && layer.name === PHOTO_SLOT_NAME && layer.visible && !covers(layer),
  )
  const slot = design.layers[index]
  if (!slot) return null
  const placed: ImageLayer = {
    ...image,
    x: slot.x,
    y: slot.y,
    width: slot.width,
    height: slot.height,
    rotation: slot.rotation,
    crop: coverCrop({ x: 0, y: 0, ...source }, slot),
    cornerRadius: 'cornerRadius' in slot ? slot.cornerRadius : 0,
  }
  return { ...design, layers: [...design.layers.slice(0, index + 1), placed, ...design.layers.slice(index + 1)] }
}
