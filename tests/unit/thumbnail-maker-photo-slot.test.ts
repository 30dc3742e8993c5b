import { describe, expect, it } from 'vitest'

import { createDesign, createImage, PHOTO_SLOT_NAME, placeInPhotoSlot, TEMPLATES, type Layer } from '@/tools/thumbnail-maker'

/** An added photo lands in the template's photo slot, under the headline, instead of on top of it. */
let counter = 0
const newId = () => `id-${(counter += 1)}`
const photo = { width: 4000, height: 3000 }

describe('placeInPhotoSlot', () => {
  const withSlot = TEMPLATES.find((template) => template.build(newId).layers.some((layer) => layer.name === PHOTO_SLOT_NAME))!

  it('fits the photo to the first free slot, cropped to cover it, just above the slot and below the text', () => {
    const design = withSlot.build(newId)
    const slotIndex = design.layers.findIndex((layer) => layer.name === PHOTO_SLOT_NAME)
    const slot = design.layers[slotIndex]!
    const image = createImage(newId, 'data:image/png;base64,AA', photo)
    const placed = placeInPhotoSlot(design, image, photo)!
    const added = placed.layers[slotIndex + 1] as Extract<Layer, { type: 'image' }>
    expect(added.id).toBe(image.id)
    expect([added.x, added.y, added.width, added.height]).toEqual([slot.x, slot.y, slot.width, slot.height])
    // The crop keeps the slot's proportions, centred in the photo.
    expect(added.crop!.width / added.crop!.height).toBeCloseTo(slot.width / slot.height, 5)
    expect(added.crop!.x + added.crop!.width / 2).toBeCloseTo(photo.width / 2, 5)
    const textIndex = placed.layers.findIndex((layer) => layer.type === 'text')
    expect(textIndex).toBeGreaterThan(slotIndex + 1)
  })

  it('uses the next slot once one is filled, and gives up when none is free or there is none', () => {
    const design = withSlot.build(newId)
    const slots = design.layers.filter((layer) => layer.name === PHOTO_SLOT_NAME).length
    let current = design
    for (let i = 0; i < slots; i += 1) current = placeInPhotoSlot(current, createImage(newId, 'data:,', photo), photo)!
    expect(current.layers.filter((layer) => layer.type === 'image')).toHaveLength(slots)
    expect(placeInPhotoSlot(current, createImage(newId, 'data:,', photo), photo)).toBeNull()
    expect(placeInPhotoSlot(createDesign(), createImage(newId, 'data:,', photo), photo)).toBeNull()
  })
})
