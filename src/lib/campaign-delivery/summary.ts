import type { Payload, PayloadRequest } from 'payload'

import type { CampaignDelivery, Order, User, VideoSnapshot } from '@/payload-types'
import { campaignProgress, deliveryTotals, type Progress, type Totals } from '@/tools/campaign-delivery/progress'

import { campaignDates } from './campaign'

export type DeliverySummary = {
  days: Pick<CampaignDelivery, 'id' | 'day' | 'impressions' | 'views' | 'watchSeconds' | 'spend' | 'viewRate' | 'note'>[]
  snapshots: Pick<VideoSnapshot, 'id' | 'takenAt' | 'viewCount' | 'likeCount' | 'commentCount'>[]
  totals: Totals
  progress: Progress
  dates: ReturnType<typeof campaignDates>
}

type ReadAs = { user?: User | null; req?: PayloadRequest }

/**
 * An order's delivery days and public-counter snapshots with what follows from them. With `user`,
 * reads go through access control as that user (pages); without, as the server (jobs, emails).
 */
export async function loadDeliverySummary(
  payload: Payload,
  order: Order,
  { user, req }: ReadAs = {},
  now = new Date(),
): Promise<DeliverySummary> {
  const access = user ? { user, overrideAccess: false } : { overrideAccess: true }
  const [deliveries, snapshots] = await Promise.all([
    payload.find({
      collection: 'campaign-deliveries',
      where: { order: { equals: order.id } },
      sort: 'day',
      pagination: false,
      limit: 0,
      depth: 0,
      select: { day: true, impressions: true, views: true, watchSeconds: true, spend: true, viewRate: true, note: true },
      req,
      ...access,
    }),
    payload.find({
      collection: 'video-snapshots',
      where: { order: { equals: order.id } },
      sort: 'takenAt',
      pagination: false,
      limit: 0,
      depth: 0,
      select: { takenAt: true, viewCount: true, likeCount: true, commentCount: true },
      req,
      ...access,
    }),
  ])
  return summarizeDelivery(order, deliveries.docs, snapshots.docs, now)
}

/** What follows from an order's delivery days and snapshots, however they were read. */
export function summarizeDelivery(
  order: Order,
  deliveries: DeliverySummary['days'],
  snapshots: DeliverySummary['snapshots'],
  now = new Date(),
): DeliverySummary {
  const days = deliveries.map((d) => ({ ...d, day: d.day.slice(0, 10) }))
  const totals = deliveryTotals(days)
  const dates = campaignDates(order)
  const progress = campaignProgress({
    deliverable: order.item.deliverable,
    durationDays: order.item.durationDays,
    startedAt: dates.startedAt,
    completedAt: dates.completedAt,
    delivered: totals.views,
    now,
  })
  return { days, snapshots, totals, progress, dates }
}
