import 'server-only'

import { payloadClient } from '@/lib/payload/client'
import type { Order, User } from '@/payload-types'

/** Orders per page of My orders. */
export const MY_ORDERS_PAGE_SIZE = 20

/** What a row of My orders shows: not the order's history, payments and notes (each an array table of its own). */
const MY_ORDERS_ROW = { number: true, status: true, customer: true, item: true, video: true, amount: true, currency: true, createdAt: true } as const

export type MyOrdersRow = Pick<Order, 'id' | keyof typeof MY_ORDERS_ROW>

export type MyOrdersPage = { orders: MyOrdersRow[]; page: number; totalPages: number; totalOrders: number }

/** One page of a customer's own orders, newest first, through access control (staff would see everyone's). */
export async function listMyOrders(user: User, page = 1, pageSize = MY_ORDERS_PAGE_SIZE): Promise<MyOrdersPage> {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'orders',
    where: { customer: { equals: user.id } },
    sort: '-createdAt',
    limit: pageSize,
    page,
    select: MY_ORDERS_ROW,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return { orders: result.docs, page: result.page ?? page, totalPages: Math.max(1, result.totalPages), totalOrders: result.totalDocs }
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
