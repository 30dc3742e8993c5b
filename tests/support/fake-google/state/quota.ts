import { pacificDay } from '../core/determinism'

/**
 * The Data API's daily quota for the fake's one Google Cloud project (API key and OAuth client
 * alike), in YouTube's units. Every call is charged to `units`; search.list is also charged to
 * `search`, the separate search budget third parties report. A bucket has no limit until a test
 * sets one; it starts again at midnight Pacific, or when a test resets the day.
 */

export const QUOTA_COSTS = {
  'channels.list': 1,
  'playlistItems.list': 1,
  'videos.list': 1,
  'videos.batchGetStats': 1,
  'search.list': 100,
  'videos.update': 50,
  'thumbnails.set': 50,
} as const

export type DataApiMethod = keyof typeof QUOTA_COSTS

export type QuotaBucket = 'units' | 'search'

export type QuotaUse = Record<QuotaBucket, { used: number; limit: number | null }>

export class QuotaCounter {
  private day = ''
  private used: Record<QuotaBucket, number> = { units: 0, search: 0 }
  private limits: Record<QuotaBucket, number | null> = { units: null, search: null }

  constructor(private readonly now: () => number) {}

  private buckets(method: DataApiMethod): QuotaBucket[] {
    return method === 'search.list' ? ['units', 'search'] : ['units']
  }

  private rollOver(): void {
    const today = pacificDay(new Date(this.now()))
    if (today !== this.day) {
      this.day = today
      this.used = { units: 0, search: 0 }
    }
  }

  /** Whether a call of this method still fits every bucket it is charged to. */
  fits(method: DataApiMethod): boolean {
    this.rollOver()
    return this.buckets(method).every((bucket) => {
      const limit = this.limits[bucket]
      return limit === null || this.used[bucket] + QUOTA_COSTS[method] <= limit
    })
  }

  /** Charges a call: its cost when it succeeded, 1 unit when YouTube refused it (invalid requests cost at least 1). */
  charge(method: DataApiMethod, succeeded: boolean): void {
    this.rollOver()
    for (const bucket of this.buckets(method)) this.used[bucket] += succeeded ? QUOTA_COSTS[method] : 1
  }

  setLimits(limits: Partial<Record<QuotaBucket, number | null>>): void {
    this.limits = { ...this.limits, ...limits }
  }

  use(): QuotaUse {
    this.rollOver()
    return { units: { used: this.used.units, limit: this.limits.units }, search: { used: this.used.search, limit: this.limits.search } }
  }

  /** A new quota day now: the counters start from zero, the limits stay. */
  resetDay(): void {
    this.used = { units: 0, search: 0 }
  }

  reset(): void {
    this.resetDay()
    this.limits = { units: null, search: null }
  }
}
