import type { Payload, PayloadRequest } from 'payload'

import { finalReportMessage, weeklyProgressMessage } from '@/lib/campaign-delivery/email-templates'
import { queueEmail } from '@/lib/email/queue'
import { env } from '@/lib/env'
import type { Order } from '@/payload-types'

import { loadDeliverySummary } from './summary'

const WEEK_MS = 7 * 24 * 60 * 60 * 1000

export const reportUrl = (number: string) => `${env.NEXT_PUBLIC_SERVER_URL}/dashboard/my-orders/${number}/report`

const campaignOf = (order: Order) => ({
  number: order.number,
  serviceName: order.item.serviceName,
  packageName: order.item.packageName,
  deliverable: order.item.deliverable,
  videoTitle: order.video.title,
  currency: order.currency,
  remedy: order.completionRemedy,
  remedyNote: order.completionRemedyNote,
})

/**
 * Claims an email by creating its notice (the key is unique): true when this run claimed it, false
 * when an earlier run already did. The claim and the queued email share `req`, so they stand or fall together.
 */
async function claim(payload: Payload, order: Order, kind: 'weekly' | 'final', key: string, req?: PayloadRequest): Promise<boolean> {
  const existing = await payload.count({ collection: 'delivery-notices', where: { key: { equals: key } }, req })
  if (existing.totalDocs > 0) return false
  try {
    await payload.create({ collection: 'delivery-notices', data: { key, order: order.id, kind }, depth: 0, req })
    return true
  } catch {
    // Another run claimed it between the count and the create (the unique key refused ours).
    return false
  }
}

/** The week of the campaign that has just been completed (1 after seven days), or 0 before the first. */
export function completedWeeks(startedAt: Date, now: Date): number {
  return Math.floor((now.getTime() - startedAt.getTime()) / WEEK_MS)
}

/** One progress email per running campaign and week; running it again sends nothing new. */
export async function sendWeeklyProgressEmails(
  payload: Payload,
  { now = new Date(), req }: { now?: Date; req?: PayloadRequest } = {},
): Promise<number> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { status: { equals: 'in_progress' } },
    pagination: false,
    limit: 0,
    depth: 0,
    req,
  })
  let sent = 0
  for (const order of docs) {
    if (!order.customerEmail) continue
    const summary = await loadDeliverySummary(payload, order, { req }, now)
    const week = summary.dates.startedAt ? completedWeeks(summary.dates.startedAt, now) : 0
    if (week < 1 || !(await claim(payload, order, 'weekly', `${order.id}:weekly:${week}`, req))) continue
    const message = weeklyProgressMessage(
      order.customerName,
      campaignOf(order),
      week,
      summary.totals,
      summary.progress,
      reportUrl(order.number),
      env.NEXT_PUBLIC_SERVER_URL,
    )
    await queueEmail(payload, order.customerEmail, message, req)
    sent += 1
  }
  return sent
}

/** The final report email, once per order. */
export async function sendFinalReportEmail(
  payload: Payload,
  orderId: number | string,
  { now = new Date(), req }: { now?: Date; req?: PayloadRequest } = {},
): Promise<boolean> {
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, req, disableErrors: true })
  if (!order || order.status !== 'completed' || !order.customerEmail) return false
  if (!(await claim(payload, order, 'final', `${order.id}:final`, req))) return false
  const summary = await loadDeliverySummary(payload, order, { req }, now)
  await queueEmail(
    payload,
    order.customerEmail,
    finalReportMessage(
      order.customerName,
      campaignOf(order),
      summary.totals,
      summary.progress,
      reportUrl(order.number),
      env.NEXT_PUBLIC_SERVER_URL,
    ),
    req,
  )
  return true
}
