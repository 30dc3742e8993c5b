import 'server-only'

import type { RefundRule } from '@/commerce/refund-rules'
import { REFUND_RULES } from '@/commerce/refund-rules'
import { declineStopRequest, issueRefund, quoteOrderRefund, requestStop, type IssueRefundInput } from '@/lib/commerce/refunds'
import { getMyOrder } from '@/lib/data/commerce/orders'
import { AppError } from '@/lib/errors'
import { payloadClient } from '@/lib/payload/client'
import type { Order, Refund, User } from '@/payload-types'

/** Refunds as the site's users reach them (docs/refunds.md); the work is in src/lib/commerce/refunds.ts. */

/** The customer asks to stop one of their own paid or running campaigns. */
export async function askToStop(user: User, number: string, reason: string): Promise<Refund> {
  const order = await getMyOrder(user, number)
  if (!order) throw new AppError('not_found', 'We could not find that order.')
  return requestStop(await payloadClient(), order, reason)
}

export type RefundPanel = {
  order: Pick<Order, 'id' | 'number' | 'status' | 'amount' | 'currency'>
  refunds: Refund[]
  quotes: Record<RefundRule, Awaited<ReturnType<typeof quoteOrderRefund>>>
}

/** What the admin's Refunds panel shows: the order's refunds and requests, and what each rule gives now. */
export async function refundPanel(orderId: number | string): Promise<RefundPanel> {
  const payload = await payloadClient()
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0 }).catch(() => null)
  if (!order) throw new AppError('not_found', 'There is no such order.')
  const [refunds, ...quotes] = await Promise.all([
    payload.find({
      collection: 'refunds',
      where: { order: { equals: order.id } },
      sort: 'createdAt',
      pagination: false,
      limit: 0,
      depth: 0,
    }),
    ...REFUND_RULES.map((rule) => quoteOrderRefund(payload, order, rule)),
  ])
  return {
    order: { id: order.id, number: order.number, status: order.status, amount: order.amount, currency: order.currency },
    refunds: refunds.docs,
    quotes: Object.fromEntries(REFUND_RULES.map((rule, i) => [rule, quotes[i]!])) as RefundPanel['quotes'],
  }
}

/** Ids come from the URL: numbers on SQLite and PostgreSQL, strings on MongoDB (decision 011). */
export async function staffIssueRefund(input: Omit<IssueRefundInput, 'order'> & { order: number | string }): Promise<Refund> {
  return issueRefund(await payloadClient(), { ...input, order: input.order as Order['id'] })
}

export async function staffDeclineRequest(id: number | string, staff: User, reason: string): Promise<Refund> {
  const payload = await payloadClient()
  const refund = await payload.findByID({ collection: 'refunds', id, depth: 0 }).catch(() => null)
  if (!refund) throw new AppError('not_found', 'There is no such request.')
  return declineStopRequest(payload, refund.id, staff.id, reason)
}
