/**
 * What a campaign promised and how far it has got: pure arithmetic shared by the customer's order
 * page, the report, the emails and the staff's list of running campaigns.
 */

const DAY_MS = 24 * 60 * 60 * 1000

export type Target = { min: number; max: number; unit: string }

/** "5,000–7,000 views" → { min: 5000, max: 7000, unit: 'views' }; "1,500 views" → min = max. Null when no number is found. */
export function parseTarget(deliverable: string): Target | null {
  const match = /([\d][\d,.\s]*)\s*(?:[–-]\s*([\d][\d,.\s]*))?\s*(.*)$/.exec(deliverable.trim())
  if (!match) return null
  const toNumber = (text: string) => Number(text.replace(/[,.\s]/g, ''))
  const min = toNumber(match[1]!)
  const max = match[2] ? toNumber(match[2]) : min
  if (!Number.isFinite(min) || !Number.isFinite(max) || min <= 0) return null
  return { min, max, unit: match[3]!.trim() || 'views' }
}

/** Whether a package's result is counted in views, which are what delivery records measure. */
export const countsViews = (target: Target | null) => Boolean(target && /views?$/i.test(target.unit))

export type Pace = 'not_started' | 'on_track' | 'behind' | 'finished'

export type Progress = {
  delivered: number
  target: Target | null
  /** Delivered against the low end of the promise, 0–100+ (null when the package is not counted in views). */
  percent: number | null
  /** Whole days after today until the planned end: duration minus `day`; 0 on the last day, after it and once completed. */
  daysLeft: number | null
  /** Day of the campaign, 1-based, capped at its duration; once completed, the days it ran. */
  day: number | null
  /** Views the low end of the promise implies by now, at an even pace. */
  expected: number | null
  pace: Pace
}

export type ProgressInput = {
  deliverable: string
  durationDays: number
  /** When the campaign started running (the order went "in progress"), or null when it has not. */
  startedAt: Date | null
  completedAt: Date | null
  delivered: number
  now: Date
}

/** Below this share of the even-pace expectation a campaign is "behind". */
export const BEHIND_BELOW = 0.9

export function campaignProgress({ deliverable, durationDays, startedAt, completedAt, delivered, now }: ProgressInput): Progress {
  const target = parseTarget(deliverable)
  const percent = countsViews(target) ? Math.round((delivered / target!.min) * 100) : null
  if (!startedAt) return { delivered, target, percent, daysLeft: null, day: null, expected: null, pace: 'not_started' }
  // A completed campaign's days are the ones it ran (a campaign completed on its first day ran one day).
  const elapsedDays = Math.max(0, ((completedAt ?? now).getTime() - startedAt.getTime()) / DAY_MS)
  const day = Math.min(durationDays, Math.floor(elapsedDays) + 1)
  if (completedAt) return { delivered, target, percent, daysLeft: 0, day, expected: target?.min ?? null, pace: 'finished' }
  // Days after today, so "day 1 of 14" stands beside "13 days left".
  const daysLeft = durationDays - day
  const expected = target ? Math.round(target.min * Math.min(1, elapsedDays / durationDays)) : null
  const pace: Pace = countsViews(target) && expected !== null && delivered < expected * BEHIND_BELOW ? 'behind' : 'on_track'
  return { delivered, target, percent, daysLeft, day, expected, pace }
}

export const PACE_LABELS: Record<Pace, string> = {
  not_started: 'Not started',
  on_track: 'On track',
  behind: 'Behind',
  finished: 'Finished',
}

export type Totals = {
  impressions: number
  views: number
  watchSeconds: number
  spend: number
  viewRate: number | null
  costPerView: number | null
}

/** Sums of the daily rows, with the rates computed from the sums (never averaged averages). */
export function deliveryTotals(days: { impressions: number; views: number; watchSeconds: number; spend: number }[]): Totals {
  const sum = days.reduce(
    (acc, d) => ({
      impressions: acc.impressions + d.impressions,
      views: acc.views + d.views,
      watchSeconds: acc.watchSeconds + d.watchSeconds,
      spend: acc.spend + d.spend,
    }),
    { impressions: 0, views: 0, watchSeconds: 0, spend: 0 },
  )
  return {
    ...sum,
    viewRate: sum.impressions ? Math.round((sum.views / sum.impressions) * 10_000) / 100 : null,
    costPerView: sum.views ? sum.spend / sum.views : null,
  }
}

/** "12:05:09" for 43509 seconds. */
export function formatWatchTime(seconds: number): string {
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`
}

export type Estimate = { campaigns: number; median: number; low: number; high: number }

/** Past campaigns needed before the pricing page shows history instead of the target. */
export const MIN_CAMPAIGNS_FOR_ESTIMATE = 5

/** Median and range of what past campaigns of one package delivered, or null when there are too few. */
export function packageEstimate(delivered: number[]): Estimate | null {
  if (delivered.length < MIN_CAMPAIGNS_FOR_ESTIMATE) return null
  const sorted = [...delivered].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  const median = sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2)
  return { campaigns: sorted.length, median, low: sorted[0]!, high: sorted[sorted.length - 1]! }
}

export type ChartDay = {
  day: string
  delivered: number | null
  publicViews: number | null
  publicChange: number | null
  phase: 'before' | 'during' | 'after'
}

/**
 * One row per calendar day from the first to the last thing recorded: the campaign's delivered
 * views and YouTube's public counter that day (the last snapshot taken on it) with its change from
 * the previous snapshot, each marked before, during or after the campaign.
 */
export function chartDays(
  deliveries: { day: string; views: number }[],
  snapshots: { takenAt: string; viewCount: number }[],
  campaign: { start: string | null; end: string | null },
): ChartDay[] {
  const delivered = new Map(deliveries.map((d) => [d.day.slice(0, 10), d.views]))
  const counter = new Map<string, number>()
  for (const snapshot of [...snapshots].sort((a, b) => a.takenAt.localeCompare(b.takenAt)))
    counter.set(snapshot.takenAt.slice(0, 10), snapshot.viewCount)
  const all = [...delivered.keys(), ...counter.keys()].sort()
  if (all.length === 0) return []
  const rows: ChartDay[] = []
  let previous: number | null = null
  for (let t = Date.parse(all[0]!); t <= Date.parse(all[all.length - 1]!); t += DAY_MS) {
    const day = new Date(t).toISOString().slice(0, 10)
    const publicViews = counter.get(day) ?? null
    const phase =
      campaign.start && day < campaign.start
        ? 'before'
        : campaign.end && day > campaign.end
          ? 'after'
          : campaign.start
            ? 'during'
            : 'before'
    rows.push({
      day,
      delivered: delivered.get(day) ?? null,
      publicViews,
      publicChange: publicViews !== null && previous !== null ? publicViews - previous : null,
      phase,
    })
    if (publicViews !== null) previous = publicViews
  }
  return rows
}

const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value)
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The daily figures as CSV (dot decimals, ISO days) for the report's download. */
export function dailyCsv(
  rows: { day: string; impressions: number; views: number; watchSeconds: number; spend: number; viewRate?: number | null }[],
  publicViews: Map<string, number>,
  currency: string,
): string {
  const header = [
    'Day',
    'Impressions',
    'Views',
    'View rate (%)',
    'Watch time (seconds)',
    `Cost (${currency.toUpperCase()})`,
    'Public view count',
  ]
  const lines = rows.map((r) =>
    [
      r.day,
      r.impressions,
      r.views,
      (r.viewRate ?? 0).toFixed(2),
      r.watchSeconds,
      (r.spend / 100).toFixed(2),
      publicViews.get(r.day) ?? null,
    ]
      .map(csvCell)
      .join(','),
  )
  return [header.map(csvCell).join(','), ...lines].join('\r\n') + '\r\n'
}

/** "$0.0168" for 1.68 cents per view: cost per view needs more digits than a price. */
export function formatCostPerView(minorPerView: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(minorPerView / 100)
}
