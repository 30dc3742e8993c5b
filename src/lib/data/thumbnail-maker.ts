import 'server-only'

import { asUser } from '@/lib/data/session'
import { payloadClient } from '@/lib/payload/client'
import type { ThumbnailDesign, User } from '@/payload-types'
import type { Design } from '@/tools/thumbnail-maker'
import { parseDesign } from '@/tools/thumbnail-maker/parse'

/** The thumbnail maker's saved designs, read as their owner (access control on). */

export async function listDesigns(user: User): Promise<Pick<ThumbnailDesign, 'id' | 'name' | 'preview' | 'updatedAt'>[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'thumbnail-designs',
    sort: '-updatedAt',
    limit: 100,
    pagination: false,
    select: { name: true, preview: true, updatedAt: true },
    ...asUser(user),
  })
  return docs
}

export type SavedDesign = Omit<ThumbnailDesign, 'design'> & { design: Design }

/**
 * One of the user's designs, read as today's editor reads it (parse.ts: a design stored before canvas
 * formats existed is a 1280×720 video thumbnail), or null when it does not exist or belongs to someone else.
 */
export async function getDesign(user: User, id: string): Promise<SavedDesign | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'thumbnail-designs', where: { id: { equals: id } }, limit: 1, pagination: false, ...asUser(user) })
  const doc = docs[0]
  if (!doc) return null
  // Every stored design passed this schema when saved; one that no longer does cannot be opened.
  const parsed = parseDesign(doc.design)
  return parsed.ok ? { ...doc, design: parsed.design } : null
}
