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

const SHOWN_ORDERS = 5

/**
 * The customer's open orders (unpaid or in progress) in one read, split in two lists of the newest
 * five with their totals: unpaid orders expire and campaigns end, so there are a few at a time.
 */
async function openOrders(user: User): Promise<{ attention: OverviewOrders; inProgress: OverviewOrders }> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [{ customer: { equals: user.id } }, { status: { in: [...ATTENTION_STATUSES, ...IN_PROGRESS_STATUSES] } }] },
    sort: '-createdAt',
    limit: 0,
    pagination: false,
    select: { number: true, status: true, item: true, video: true, createdAt: true },
    depth: 0,
    user,
    overrideAccess: false,
  })
  const newest = (statuses: readonly OrderStatus[]): OverviewOrders => {
    const matching = docs.filter((order) => statuses.includes(order.status))
    return { docs: matching.slice(0, SHOWN_ORDERS), total: matching.length }
  }
  return { attention: newest(ATTENTION_STATUSES), inProgress: newest(IN_PROGRESS_STATUSES) }
}

async function countOrders(user: User): Promise<number> {
  const payload = await payloadClient()
  const { totalDocs } = await payload.count({ collection: 'orders', where: { customer: { equals: user.id } }, user, overrideAccess: false })
  return totalDocs
}

/** Everything the dashboard overview shows: the latest of each tool's history and the orders to look at. */
export async function loadOverview(user: User) {
  const [searches, reports, lookups, designs, { attention, inProgress }, orderCount] = await Promise.all([
    listKeywordSearches(user, RECENT),
    listSeoReports(user, RECENT),
    listThumbnailLookups(user, RECENT),
    recentDesigns(user),
    openOrders(user),
    countOrders(user),
  ])
  const isNew = !searches.length && !reports.length && !lookups.length && !designs.length && orderCount === 0
  return { searches, reports, lookups, designs, attention, inProgress, orderCount, isNew }
}

export type Overview = Awaited<ReturnType<typeof loadOverview>>
