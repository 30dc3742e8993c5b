import type { Payload } from 'payload'

import { isPaid, type OrderStatus } from '@/commerce/status'
import type { User } from '@/payload-types'
import { dailyCsv } from '@/tools/campaign-delivery/progress'

import { loadDeliverySummary } from './summary'

/**
 * The report's daily figures as a CSV download for `user`: 303 to sign-in when signed out, 404
 * when the order is not theirs (or not paid), so nobody learns which order numbers exist.
 */
export async function reportCsvResponse(payload: Payload, user: User | null, number: string): Promise<Response> {
  const path = `/dashboard/my-orders/${number}/report`
  if (!user) return new Response(null, { status: 303, headers: { location: `/auth?next=${encodeURIComponent(path)}` } })
  const { docs } = await payload.find({
    collection: 'orders',
    where: { number: { equals: number } },
    limit: 1,
    pagination: false,
    depth: 0,
    user,
    overrideAccess: false,
  })
  const order = docs[0]
  if (!order || !isPaid(order.status as OrderStatus) || order.status === 'refunded')
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  const summary = await loadDeliverySummary(payload, order, { user })
  const publicViews = new Map(summary.snapshots.map((s) => [s.takenAt.slice(0, 10), s.viewCount]))
  return new Response(dailyCsv(summary.days, publicViews, order.currency), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="campaign-${number.replace(/[^\w-]/g, '')}-daily.csv"`,
      'cache-control': 'private, no-store',
    },
  })
}
