import 'server-only'

import { asUser } from '@/lib/data/session'
import { payloadClient } from '@/lib/payload/client'
import type { ThumbnailDesign, User } from '@/payload-types'

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

/** One of the user's designs, or null when it does not exist or belongs to someone else. */
export async function getDesign(user: User, id: string): Promise<ThumbnailDesign | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'thumbnail-designs', where: { id: { equals: id } }, limit: 1, pagination: false, ...asUser(user) })
  return docs[0] ?? null
}
