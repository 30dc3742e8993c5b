import { describe, expect, it } from 'vitest'

import { createDesign, createText, CANVAS_FORMATS } from '@/tools/thumbnail-maker'

import { createUser, testPayload } from './support/payload'

const { getDesign, listDesigns } = await import('@/lib/data/thumbnail-maker')

const payload = await testPayload()

let counter = 0
const newId = () => `layer-${++counter}`

describe('saved designs and their canvas format', () => {
  it('saves a Shorts design and opens it again as a Shorts design', async () => {
    const user = await createUser(payload, ['customer'], { _verified: true })
    const as = { user, overrideAccess: false, depth: 0 } as const
    const design = createDesign({
      format: 'shorts',
      name: 'My first Short',
      layers: [createText(newId, { text: 'WATCH THIS' }, CANVAS_FORMATS.shorts)],
    })
    const saved = await payload.create({ collection: 'thumbnail-designs', data: { name: design.name, design } as never, ...as })
    const opened = await getDesign(user, String(saved.id))
    expect(opened?.design).toEqual(design)
    expect((await listDesigns(user)).map((listed) => listed.name)).toEqual(['My first Short'])
  })

  it('opens a design stored before formats existed as a 1280×720 video thumbnail', async () => {
    const user = await createUser(payload, ['customer'], { _verified: true })
    const old = { version: 1, name: 'From last year', background: { kind: 'solid', color: '#111827' }, layers: [] }
    const saved = await payload.create({
      collection: 'thumbnail-designs',
      data: { name: old.name, design: old } as never,
      user,
      overrideAccess: false,
    })
    // As it was stored then, without a format (a save through Payload adds one).
    await payload.db.updateOne({ collection: 'thumbnail-designs', id: saved.id, data: { design: old } })
    expect((await payload.findByID({ collection: 'thumbnail-designs', id: saved.id, overrideAccess: true })).design).toEqual(old)
    expect((await getDesign(user, String(saved.id)))?.design).toEqual({ ...old, format: 'video' })
  })

  it('refuses a design of any other size, saying which two it takes', async () => {
    const user = await createUser(payload, ['customer'], { _verified: true })
    const square = { ...createDesign(), format: 'square' }
    await expect(
      payload.create({ collection: 'thumbnail-designs', data: { name: 'Square', design: square } as never, user, overrideAccess: false }),
    ).rejects.toMatchObject({
      data: {
        errors: [
          {
            path: 'design',
            message: 'format: Unknown canvas format: use video (Video thumbnail 1280 × 720) or shorts (Shorts 1080 × 1920).',
          },
        ],
      },
    })
  })
})
