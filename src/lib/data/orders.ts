import 'server-only'

import type { Order, User } from '@/payload-types'

import { payloadClient } from './payload'

/** A customer's own orders, through access control (staff would see everyone's). */
export async function listMyOrders(user: User, limit = 50): Promise<Order[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'orders', where: { customer: { equals: user.id } }, sort: '-createdAt', limit, pagination: false, depth: 0, user, overrideAccess: false })
  return docs
}

/** One of the user's orders by its number, or null when there is none (or it is someone else's). */
export async function getMyOrder(user: User, number: string): Promise<Order | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'orders', where: { number: { equals: number } }, limit: 1, pagination: false, depth: 0, user, overrideAccess: false })
  return docs[0] ?? null
}

type Payment = NonNullable<Order['payments']>[number]

/** One of the user's orders by a payment session it holds, with that attempt, or null. */
export async function getMyOrderBySession(user: User, sessionId: string): Promise<{ order: Order; attempt: Payment } | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'orders', where: { 'payments.sessionId': { equals: sessionId } }, limit: 1, pagination: false, depth: 0, user, overrideAccess: false })
  const attempt = docs[0]?.payments?.find((payment) => payment.sessionId === sessionId)
  return docs[0] && attempt ? { order: docs[0], attempt } : null
}
