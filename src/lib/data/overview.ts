import 'server-only'

import type { OrderStatus } from '@/commerce/status'
import { payloadClient } from '@/lib/payload/client'
import type { Order, User } from '@/payload-types'

import { listKeywordSearches } from './keyword-explorer'
import { listSeoReports } from './seo-analyzer'
import { listThumbnailLookups } from './thumbnail-downloader'

/** Orders the customer should act on: unpaid ones. */
export const ATTENTION_STATUSES: readonly OrderStatus[] = ['pending_payment', 'payment_failed']
/** Orders the customer is waiting for: paid ones whose campaign has not finished (they need nothing from them). */
export const IN_PROGRESS_STATUSES: readonly OrderStatus[] = ['paid', 'in_progress']

const RECENT = 3

async function recentDesigns(user: User) {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'thumbnail-designs',
    sort: '-updatedAt',
    limit: RECENT,
    pagination: false,
    select: { name: true, updatedAt: true },
    depth: 0,
    user,
    overrideAccess: false,
  })
  return docs
}

export type OverviewOrders = { docs: Pick<Order, 'id' | 'number' | 'status' | 'item' | 'video' | 'createdAt'>[]; total: number }

async function ordersIn(user: User, statuses: readonly OrderStatus[]): Promise<OverviewOrders> {
  const payload = await payloadClient()
  const { docs, totalDocs } = await payload.find({
    collection: 'orders',
    where: { and: [{ customer: { equals: user.id } }, { status: { in: [...statuses] } }] },
    sort: '-createdAt',
    limit: 5,
    select: { number: true, status: true, item: true, video: true, createdAt: true },
    depth: 0,
    user,
    overrideAccess: false,
  })
  return { docs, total: totalDocs }
}

async function countOrders(user: User): Promise<number> {
  const payload = await payloadClient()
  const { totalDocs } = await payload.count({ collection: 'orders', where: { customer: { equals: user.id } }, user, overrideAccess: false })
  return totalDocs
}

/** Everything the dashboard overview shows: the latest of each tool's history and the orders to look at. */
export async function loadOverview(user: User) {
  const [searches, reports, lookups, designs, attention, inProgress, orderCount] = await Promise.all([
    listKeywordSearches(user, RECENT),
    listSeoReports(user, RECENT),
    listThumbnailLookups(user, RECENT),
    recentDesigns(user),
    ordersIn(user, ATTENTION_STATUSES),
    ordersIn(user, IN_PROGRESS_STATUSES),
    countOrders(user),
  ])
  const isNew = !searches.length && !reports.length && !lookups.length && !designs.length && orderCount === 0
  return { searches, reports, lookups, designs, attention, inProgress, orderCount, isNew }
}

export type Overview = Awaited<ReturnType<typeof loadOverview>>
