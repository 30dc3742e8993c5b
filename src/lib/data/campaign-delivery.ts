import 'server-only'

import { unstable_cache } from 'next/cache'

import { loadAdAnalytics, type AdAnalytics } from '@/lib/campaign-delivery/ad-analytics'
import { connectedChannelToken } from '@/lib/data/ad-analytics-token'
import { loadDeliverySummary, summarizeDelivery, type DeliverySummary } from '@/lib/campaign-delivery/summary'
import { DELIVERY_TAG } from '@/lib/campaign-delivery/tags'
import { isTrackingEnabled } from '@/lib/campaign-delivery/tracking'
import { payloadClient } from '@/lib/payload/client'
import type { Order, User } from '@/payload-types'
import { chartDays, countsViews, packageEstimate, parseTarget, type ChartDay, type Estimate, type Progress } from '@/tools/campaign-delivery/progress'

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

/**
 * YouTube Analytics' own count of the campaign's ad views, from a channel the order's customer
 * connected that owns the video. `order` is one the visitor may read (getMyOrder), so staff see the
 * customer's figures and nobody else's.
 */
export async function getAdAnalytics(order: Order, now = new Date()): Promise<AdAnalytics> {
  const owner = typeof order.customer === 'object' ? (order.customer?.id ?? null) : (order.customer ?? null)
  return loadAdAnalytics(order, owner, connectedChannelToken, now)
}

export type RunningCampaign = { order: Order; progress: Progress }

/**
 * Every campaign in progress (at most 200) with what it delivered so far, campaigns behind their pace
 * first: two queries however many there are. Read as `user` with access control on: orders and
 * campaign deliveries are readable by their customer or staff (`customerOrStaff`), so staff see
 * every campaign and anyone else only their own.
 */
export async function getRunningCampaigns(user: User, now = new Date()): Promise<RunningCampaign[]> {
  const payload = await payloadClient()
  const access = { user, overrideAccess: false } as const
  const { docs: orders } = await payload.find({ collection: 'orders', where: { status: { equals: 'in_progress' } }, sort: 'createdAt', pagination: false, limit: 200, depth: 0, ...access })
  if (orders.length === 0) return []
  const { docs: deliveries } = await payload.find({
    collection: 'campaign-deliveries',
    where: { order: { in: orders.map((order) => order.id) } },
    sort: 'day',
    pagination: false,
    limit: 0,
    depth: 0,
    select: { order: true, day: true, impressions: true, views: true, watchSeconds: true, spend: true, viewRate: true, note: true },
    ...access,
  })
  const byOrder = new Map<string, typeof deliveries>()
  for (const delivery of deliveries) {
    const orderId = String(typeof delivery.order === 'object' ? delivery.order.id : delivery.order)
    byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), delivery])
  }
  const campaigns = orders.map((order) => ({ order, progress: summarizeDelivery(order, byOrder.get(String(order.id)) ?? [], [], now).progress }))
  return campaigns.sort((a, b) => Number(b.progress.pace === 'behind') - Number(a.progress.pace === 'behind'))
}

/**
 * What completed campaigns of each package delivered (views), by package id: the pricing page's
 * "estimates from past campaigns". Only totals leave this function, so it reads as the server.
 */
async function readEstimates(): Promise<Record<string, Estimate>> {
  const payload = await payloadClient()
  const { docs: orders } = await payload.find({ collection: 'orders', where: { status: { equals: 'completed' } }, pagination: false, limit: 0, depth: 0, select: { item: true } })
  const viewOrders = orders.filter((o) => countsViews(parseTarget(o.item.deliverable)))
  if (viewOrders.length === 0) return {}
  const { docs: days } = await payload.find({ collection: 'campaign-deliveries', where: { order: { in: viewOrders.map((o) => o.id) } }, pagination: false, limit: 0, depth: 0, select: { order: true, views: true } })
  const views = new Map<string, number>()
  for (const day of days) {
    const id = String(typeof day.order === 'object' ? day.order.id : day.order)
    views.set(id, (views.get(id) ?? 0) + day.views)
  }
  const byPackage = new Map<string, number[]>()
  for (const order of viewOrders) {
    const delivered = views.get(String(order.id))
    if (delivered === undefined) continue
    byPackage.set(order.item.packageId, [...(byPackage.get(order.item.packageId) ?? []), delivered])
  }
  return Object.fromEntries([...byPackage].flatMap(([id, list]) => {
    const estimate = packageEstimate(list)
    return estimate ? [[id, estimate]] : []
  }))
}

/** Refreshed when delivery records change, and hourly (a campaign completing changes the set too). */
export const listPackageEstimates = unstable_cache(readEstimates, ['delivery:estimates'], { tags: [DELIVERY_TAG], revalidate: 3600 })
