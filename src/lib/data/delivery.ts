import 'server-only'

import { loadDeliverySummary, type DeliverySummary } from '@/lib/delivery/summary'
import { isTrackingEnabled } from '@/lib/delivery/tracking'
import type { Order, User } from '@/payload-types'
import { chartDays, type ChartDay } from '@/tools/campaign-delivery/progress'

import { payloadClient } from '@/lib/payload/client'

export type OrderDelivery = DeliverySummary & { chart: ChartDay[]; trackingEnabled: boolean }

/** An order's delivery as `user` may read it (the order's customer or staff), with the chart's days. */
export async function getOrderDelivery(user: User, order: Order, now = new Date()): Promise<OrderDelivery> {
  const payload = await payloadClient()
  const summary = await loadDeliverySummary(payload, order, { user }, now)
  const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null)
  const end = summary.dates.completedAt ?? (summary.dates.plannedEnd && summary.dates.plannedEnd < now ? summary.dates.plannedEnd : null)
  const chart = chartDays(summary.days, summary.snapshots, { start: day(summary.dates.startedAt), end: day(end) })
  return { ...summary, chart, trackingEnabled: isTrackingEnabled() }
}
