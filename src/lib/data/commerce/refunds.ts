import 'server-only'

import { payloadClient } from '@/lib/payload/client'
import type { Order, Refund, User } from '@/payload-types'

/** The refunds and stop requests of one of the visitor's orders, oldest first (access control decides). */
export async function getMyRefunds(user: User, order: Pick<Order, 'id'>): Promise<Refund[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'refunds',
    where: { order: { equals: order.id } },
    sort: 'createdAt',
    pagination: false,
    limit: 50,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return docs
}

/** One credit note (a refund that went through) of one of the visitor's orders, by its number, or null. */
export async function getMyCreditNote(user: User, order: Pick<Order, 'id'>, number: string): Promise<Refund | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'refunds',
    where: { and: [{ order: { equals: order.id } }, { number: { equals: number } }, { status: { in: ['processing', 'succeeded'] } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return docs[0] ?? null
}
