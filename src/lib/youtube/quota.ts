import 'server-only'

import { payloadClient } from '@/lib/payload/client'
import { chargesFor, DAILY_BUDGET, QUOTA_COST, type DataApiMethod, type QuotaBucket } from '@/tools/youtube/quota-cost'

import { markQuotaSpentOn, quotaDay, refund, spendQuotaOn } from './quota-counter'

export { DAILY_BUDGET, type QuotaBucket } from '@/tools/youtube/quota-cost'
export { quotaDay } from './quota-counter'

export async function quotaUsed(bucket: QuotaBucket, now = new Date()): Promise<number> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'youtube-quota',
    where: { and: [{ day: { equals: quotaDay(now) } }, { bucket: { equals: bucket } }] },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  return Number(docs[0]?.used ?? 0)
}

/** spendQuotaOn, on this process's Payload client. */
export async function spendQuota(bucket: QuotaBucket, cost: number, now = new Date()): Promise<void> {
  await spendQuotaOn(await payloadClient(), bucket, cost, now)
}

/**
 * Charges one Data API call where YouTube's cost table says (`search.list` is 100 units, the other
 * list calls 1), plus the search guard for searches; all or nothing.
 */
export async function spendCallQuota(method: DataApiMethod, now = new Date()): Promise<void> {
  const spent: Array<{ bucket: QuotaBucket; cost: number }> = []
  try {
    for (const charge of chargesFor(method)) {
      await spendQuota(charge.bucket, charge.cost, now)
      spent.push(charge)
    }
  } catch (error) {
    const payload = await payloadClient()
    for (const charge of spent) await refund(payload, quotaDay(now), charge.bucket, charge.cost)
    throw error
  }
}

/** markQuotaSpentOn, on this process's Payload client. */
export async function markQuotaSpent(bucket: QuotaBucket, now = new Date()): Promise<void> {
  await markQuotaSpentOn(await payloadClient(), bucket, now)
}

/** How many keyword competition measurements (one search.list and one videos.list each) today's budgets still allow. */
export async function competitionMeasurementsLeft(now = new Date()): Promise<number> {
  const [units, searches] = await Promise.all([quotaUsed('units', now), quotaUsed('search', now)])
  const perMeasurement = QUOTA_COST['search.list'] + QUOTA_COST['videos.list']
  return Math.max(0, Math.min(DAILY_BUDGET.search - searches, Math.floor((DAILY_BUDGET.units - units) / perMeasurement)))
}
