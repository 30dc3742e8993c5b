import 'server-only'

import { unstable_cache } from 'next/cache'

import { DELIVERY_TAG } from '@/lib/campaign-delivery/tags'
import { payloadClient } from '@/lib/payload/client'
import { countsViews, packageEstimate, parseTarget, type Estimate } from '@/tools/campaign-delivery/progress'

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
