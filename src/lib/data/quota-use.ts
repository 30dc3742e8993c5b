import 'server-only'

import { asUser } from '@/lib/data/session'
import { payloadClient } from '@/lib/payload/client'
import { QUOTA } from '@/lib/youtube/quota'
import type { User } from '@/payload-types'
import type { QuotaBucket } from '@/tools/youtube/quota-cost'
import { nextQuotaReset, quotaDay, shiftDay } from '@/tools/youtube/quota-day'
import {
  costsInForce,
  quotaDayTotals,
  summarizeQuotaDay,
  type CostInForce,
  type QuotaDaySummary,
  type QuotaDayTotals,
  type QuotaUseRow,
} from '@/tools/youtube/quota-use'

/** How many quota days staff can pick in the view, today included. */
export const QUOTA_USE_DAYS = 7

export type QuotaUseView = {
  today: string
  summary: QuotaDaySummary
  week: QuotaDayTotals[]
  costs: CostInForce[]
  resetsAt: Date
}

/**
 * The quota use of `day` (today when it is not one of the last seven quota days) and the week's
 * totals, read as `user` with access control on: only admins read the quota collections (decision 025).
 */
export async function getQuotaUse(user: User, day: string | undefined, now = new Date()): Promise<QuotaUseView> {
  const payload = await payloadClient()
  const today = quotaDay(now)
  const days = Array.from({ length: QUOTA_USE_DAYS }, (_, offset) => shiftDay(today, -offset))
  const chosen = day && days.includes(day) ? day : today
  const [uses, counters] = await Promise.all([
    payload.find({
      collection: 'youtube-quota-use',
      where: { day: { in: days } },
      select: { day: true, feature: true, method: true, calls: true, units: true, refused: true },
      limit: 0,
      pagination: false,
      ...asUser(user),
    }),
    payload.find({
      collection: 'youtube-quota',
      where: { day: { equals: chosen } },
      select: { bucket: true, used: true },
      limit: 0,
      pagination: false,
      ...asUser(user),
    }),
  ])
  // PostgreSQL returns its numeric columns as strings.
  const rows: QuotaUseRow[] = uses.docs.map((row) => ({
    ...row,
    calls: Number(row.calls),
    units: Number(row.units),
    refused: Number(row.refused),
  }))
  const bucketUsed = Object.fromEntries(counters.docs.map((counter) => [counter.bucket, Number(counter.used)])) as Partial<Record<QuotaBucket, number>>
  return {
    today,
    summary: summarizeQuotaDay(chosen, rows, bucketUsed, QUOTA),
    week: quotaDayTotals(days, rows),
    costs: costsInForce(QUOTA),
    resetsAt: nextQuotaReset(now),
  }
}
