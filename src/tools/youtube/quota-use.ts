import { QUOTA_COST, QUOTA_FEATURES, type DataApiMethod, type QuotaBucket, type QuotaTable } from './quota-cost'

/*
 * The day's YouTube quota use per feature, as staff read it (decision 025): the recorded charges
 * (calls, units and refused calls per day, feature and method) grouped and set against the budgets.
 */

/** One recorded (day, feature, method): calls made, their units, and calls refused for want of quota. */
export type QuotaUseRow = { day: string; feature: string; method: string; calls: number; units: number; refused: number }

type Counts = { calls: number; units: number; refused: number }

export type MethodUse = Counts & { method: string }

export type FeatureUse = Counts & { feature: string; label: string; share: number; methods: MethodUse[] }

export type BucketUse = { bucket: QuotaBucket; used: number; budget: number; share: number }

export type QuotaDaySummary = {
  day: string
  features: FeatureUse[]
  totals: Counts
  buckets: BucketUse[]
  /** Units on the counter no feature accounts for: YouTube answered "quota exceeded" and the day was marked spent. */
  unattributed: number
}

const zero = (): Counts => ({ calls: 0, units: 0, refused: 0 })

function add(total: Counts, row: Counts): Counts {
  return { calls: total.calls + row.calls, units: total.units + row.units, refused: total.refused + row.refused }
}

const byUse = (a: Counts, b: Counts) => b.units - a.units || b.refused - a.refused || b.calls - a.calls

/** A feature's name for people; a feature no longer in the table keeps its key. */
export function featureLabel(feature: string): string {
  return Object.hasOwn(QUOTA_FEATURES, feature) ? QUOTA_FEATURES[feature as keyof typeof QUOTA_FEATURES] : feature
}

/** Share of a budget, 0 when there is none (a budget of 0 refuses every call). */
const shareOf = (used: number, budget: number) => (budget > 0 ? used / budget : 0)

/** One day's use: per feature (most units first) with each method, the buckets against their budgets. */
export function summarizeQuotaDay(
  day: string,
  rows: QuotaUseRow[],
  bucketUsed: Partial<Record<QuotaBucket, number>>,
  table: QuotaTable,
): QuotaDaySummary {
  const groups = new Map<string, MethodUse[]>()
  for (const row of rows.filter((candidate) => candidate.day === day)) {
    const methods = groups.get(row.feature) ?? []
    methods.push({ method: row.method, calls: row.calls, units: row.units, refused: row.refused })
    groups.set(row.feature, methods)
  }
  const features = [...groups].map(([feature, methods]): FeatureUse => {
    const counts = methods.reduce(add, zero())
    return {
      feature,
      label: featureLabel(feature),
      ...counts,
      share: shareOf(counts.units, table.budget.units),
      methods: methods.sort(byUse),
    }
  })
  const totals = features.reduce(add, zero())
  const buckets = (Object.keys(table.budget) as QuotaBucket[]).map((bucket): BucketUse => {
    const used = bucketUsed[bucket] ?? 0
    return { bucket, used, budget: table.budget[bucket], share: shareOf(used, table.budget[bucket]) }
  })
  return { day, features: features.sort(byUse), totals, buckets, unattributed: Math.max(0, (bucketUsed.units ?? 0) - totals.units) }
}

export type QuotaDayTotals = Counts & { day: string; searches: number }

/** Each of `days` (newest first) with its calls, units, searches and refused calls. */
export function quotaDayTotals(days: string[], rows: QuotaUseRow[]): QuotaDayTotals[] {
  return days.map((day) => {
    const ofDay = rows.filter((row) => row.day === day)
    const searches = ofDay.filter((row) => row.method === 'search.list').reduce((sum, row) => sum + row.calls, 0)
    return { day, searches, ...ofDay.reduce(add, zero()) }
  })
}

export type CostInForce = { method: DataApiMethod; cost: number; youtubeCost: number }

/** The cost table in force next to YouTube's own, so a changed `YOUTUBE_QUOTA_COSTS` shows. */
export function costsInForce(table: QuotaTable): CostInForce[] {
  return (Object.keys(QUOTA_COST) as DataApiMethod[]).map((method) => ({
    method,
    cost: table.costs[method],
    youtubeCost: QUOTA_COST[method],
  }))
}

/** A share for a table cell: "12.5%", "<0.1%" for a little use, "0%" for none. */
export function formatShare(share: number): string {
  if (share === 0) return '0%'
  if (share < 0.001) return '<0.1%'
  return `${(Math.round(share * 1000) / 10).toLocaleString('en-US')}%`
}
