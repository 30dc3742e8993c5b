import { describe, expect, it } from 'vitest'

import { quotaTable } from '@/tools/youtube/quota-cost'
import { nextQuotaReset, quotaDay, shiftDay } from '@/tools/youtube/quota-day'
import { costsInForce, featureLabel, formatShare, quotaDayTotals, summarizeQuotaDay, type QuotaUseRow } from '@/tools/youtube/quota-use'

const table = quotaTable({ budget: { units: 1000, search: 10 } })
const row = (day: string, feature: string, method: string, calls: number, units: number, refused = 0): QuotaUseRow => ({
  day,
  feature,
  method,
  calls,
  units,
  refused,
})

describe('the quota day', () => {
  it('follows Pacific time, summer and winter', () => {
    expect(quotaDay(new Date('2026-07-01T06:59:59Z'))).toBe('2026-06-30')
    expect(quotaDay(new Date('2026-07-01T07:00:00Z'))).toBe('2026-07-01')
    expect(quotaDay(new Date('2026-12-01T07:59:59Z'))).toBe('2026-11-30')
    expect(quotaDay(new Date('2026-12-01T08:00:00Z'))).toBe('2026-12-01')
  })

  it('resets at the next midnight in Los Angeles, across daylight saving changes', () => {
    expect(nextQuotaReset(new Date('2026-07-01T12:00:00Z')).toISOString()).toBe('2026-07-02T07:00:00.000Z')
    expect(nextQuotaReset(new Date('2026-12-01T07:30:00Z')).toISOString()).toBe('2026-12-01T08:00:00.000Z')
    // Clocks go back on 1 November 2026 and forward on 8 March: midnight moves between 07:00 and 08:00 UTC.
    expect(nextQuotaReset(new Date('2026-11-01T12:00:00Z')).toISOString()).toBe('2026-11-02T08:00:00.000Z')
    expect(nextQuotaReset(new Date('2026-03-08T05:00:00Z')).toISOString()).toBe('2026-03-08T08:00:00.000Z')
    expect(nextQuotaReset(new Date('2026-03-08T12:00:00Z')).toISOString()).toBe('2026-03-09T07:00:00.000Z')
  })

  it('shifts across months and years', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28')
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01')
  })
})

describe('a day’s quota use per feature', () => {
  const rows = [
    row('2026-11-26', 'seo-analyzer', 'videos.list', 12, 12),
    row('2026-11-26', 'keyword-explorer', 'search.list', 3, 300, 2),
    row('2026-11-26', 'keyword-explorer', 'videos.list', 3, 3),
    row('2026-11-26', 'channel-apply', 'videos.list', 0, 0, 4),
    row('2026-11-25', 'seo-analyzer', 'videos.list', 99, 99),
  ]

  it('groups the day’s methods under their feature, most units first, with its share of the unit budget', () => {
    const summary = summarizeQuotaDay('2026-11-26', rows, { units: 400, search: 3 }, table)
    expect(summary.features.map((use) => [use.feature, use.label, use.calls, use.units, use.refused, use.share])).toEqual([
      ['keyword-explorer', 'Keyword explorer', 6, 303, 2, 0.303],
      ['seo-analyzer', 'SEO analyzer', 12, 12, 0, 0.012],
      ['channel-apply', 'Applying SEO fixes', 0, 0, 4, 0],
    ])
    expect(summary.features[0]!.methods.map((method) => method.method)).toEqual(['search.list', 'videos.list'])
    expect(summary.totals).toEqual({ calls: 18, units: 315, refused: 6 })
    expect(summary.buckets).toEqual([
      { bucket: 'units', used: 400, budget: 1000, share: 0.4 },
      { bucket: 'search', used: 3, budget: 10, share: 0.3 },
    ])
    // What the counter holds beyond the features' units: YouTube said the quota was gone.
    expect(summary.unattributed).toBe(85)
  })

  it('has an empty day with untouched buckets', () => {
    const summary = summarizeQuotaDay('2026-11-20', rows, {}, table)
    expect(summary.features).toEqual([])
    expect(summary.buckets.map((bucket) => bucket.used)).toEqual([0, 0])
    expect(summary.unattributed).toBe(0)
  })

  it('shares nothing of a budget of 0', () => {
    const closed = quotaTable({ budget: { units: 0, search: 0 } })
    expect(summarizeQuotaDay('2026-11-26', rows, {}, closed).features.every((use) => use.share === 0)).toBe(true)
  })

  it('totals each day of the week, searches being search.list calls', () => {
    expect(quotaDayTotals(['2026-11-26', '2026-11-25', '2026-11-24'], rows)).toEqual([
      { day: '2026-11-26', calls: 18, units: 315, refused: 6, searches: 3 },
      { day: '2026-11-25', calls: 99, units: 99, refused: 0, searches: 0 },
      { day: '2026-11-24', calls: 0, units: 0, refused: 0, searches: 0 },
    ])
  })

  it('names a feature no longer in the table by its key', () => {
    expect(featureLabel('rank-tracking')).toBe('Rank tracking')
    expect(featureLabel('retired-tool')).toBe('retired-tool')
  })
})

describe('the cost table and shares as staff read them', () => {
  it('lists every method with the cost in force next to YouTube’s', () => {
    const costs = costsInForce(quotaTable({ costs: { 'videos.update': 40 } }))
    expect(costs.find((cost) => cost.method === 'videos.update')).toEqual({ method: 'videos.update', cost: 40, youtubeCost: 50 })
    expect(costs.find((cost) => cost.method === 'search.list')).toEqual({ method: 'search.list', cost: 100, youtubeCost: 100 })
    expect(costs).toHaveLength(7)
  })

  it('formats shares to a tenth of a percent, a little use never as 0%', () => {
    expect(formatShare(0)).toBe('0%')
    expect(formatShare(0.0004)).toBe('<0.1%')
    expect(formatShare(0.1234)).toBe('12.3%')
    expect(formatShare(1)).toBe('100%')
  })
})
