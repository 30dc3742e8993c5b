import 'server-only'

import { payloadClient } from '@/lib/data/payload'
import { YouTubeError } from '@/tools/youtube/errors'

export type QuotaBucket = 'units' | 'search'

/**
 * Daily budgets, a little under YouTube's (10,000 units; about 100 search.list calls since June
 * 2026) so that retries and other clients of the same project cannot tip it over.
 */
export const DAILY_BUDGET: Record<QuotaBucket, number> = { units: 9_500, search: 95 }

/** YouTube resets quotas at midnight Pacific time. */
export function quotaDay(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

async function bucketDoc(bucket: QuotaBucket, day: string) {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'youtube-quota', where: { and: [{ day: { equals: day } }, { bucket: { equals: bucket } }] }, limit: 1, depth: 0, pagination: false })
  return { payload, doc: docs[0] }
}

export async function quotaUsed(bucket: QuotaBucket, now = new Date()): Promise<number> {
  return (await bucketDoc(bucket, quotaDay(now))).doc?.used ?? 0
}

/**
 * Records `cost` against today's budget before a call is made; refuses (quota error) when it would
 * go over, so the tools degrade to cached or suggest-only data instead of failing at YouTube.
 */
export async function spendQuota(bucket: QuotaBucket, cost: number, now = new Date()): Promise<void> {
  const day = quotaDay(now)
  const { payload, doc } = await bucketDoc(bucket, day)
  const used = doc?.used ?? 0
  if (used + cost > DAILY_BUDGET[bucket]) throw new YouTubeError('quota', `${bucket} budget of ${DAILY_BUDGET[bucket]} spent for ${day}`)
  if (doc) await payload.update({ collection: 'youtube-quota', id: doc.id, data: { used: used + cost }, depth: 0 })
  else await payload.create({ collection: 'youtube-quota', data: { day, bucket, used: cost }, depth: 0 })
}

/** YouTube said the quota is gone (another client used it): stop asking until tomorrow. */
export async function markQuotaSpent(bucket: QuotaBucket, now = new Date()): Promise<void> {
  const day = quotaDay(now)
  const { payload, doc } = await bucketDoc(bucket, day)
  if (doc) await payload.update({ collection: 'youtube-quota', id: doc.id, data: { used: DAILY_BUDGET[bucket] }, depth: 0 })
  else await payload.create({ collection: 'youtube-quota', data: { day, bucket, used: DAILY_BUDGET[bucket] }, depth: 0 })
}
