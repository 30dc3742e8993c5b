/**
 * What each YouTube Data API v3 call costs, from YouTube's quota cost table
 * (https://developers.google.com/youtube/v3/determine_quota_cost): every project gets 10,000 units a
 * day, a list call costs 1 unit, `search.list` 100, a write 50. Every caller charges through this
 * table (the tools, view tracking, the connected channel); `YOUTUBE_QUOTA_COSTS` and the daily budget
 * variables override it, so a project with another quota is a setting (README, "YouTube quota").
 */
export const QUOTA_COST = {
  'videos.list': 1,
  // Statistics only, for up to 50 videos (view tracking).
  'videos.batchGetStats': 1,
  'channels.list': 1,
  'playlistItems.list': 1,
  'search.list': 100,
  'videos.update': 50,
  'thumbnails.set': 50,
} as const

export type DataApiMethod = keyof typeof QUOTA_COST

/** What each call was for: every charge names its feature, so staff see the day's use per feature. */
export const QUOTA_FEATURES = {
  'keyword-explorer': 'Keyword explorer',
  'seo-analyzer': 'SEO analyzer',
  'view-tracking': 'Promotion view tracking',
  'channel-connect': 'Connecting a channel',
  'channel-sync': 'Channel sync and audit',
  'channel-apply': 'Applying SEO fixes',
  'thumbnail-publish': 'Publishing thumbnails',
  'rank-tracking': 'Rank tracking',
  'competitor-watchlist': 'Competitor watchlist',
} as const

export type QuotaFeature = keyof typeof QUOTA_FEATURES

export type QuotaBucket = 'units' | 'search'

/**
 * Daily budgets, a little under YouTube's so that retries and other clients of the same API project
 * cannot tip it over. `units` mirrors YouTube's 10,000-unit allocation and every call is charged
 * there. `search` is an extra guard on `search.list` calls alone: 80 searches are 8,000 units, so
 * keyword research can never starve the 1-unit calls (video details, order snapshots) of the day.
 */
export const DAILY_BUDGET: Record<QuotaBucket, number> = { units: 9_500, search: 80 }

/** The costs and budgets in force: the defaults above with the configuration's overrides. */
export type QuotaTable = { costs: Record<DataApiMethod, number>; budget: Record<QuotaBucket, number> }

export const DEFAULT_QUOTA_TABLE: QuotaTable = { costs: QUOTA_COST, budget: DAILY_BUDGET }

type Overrides<K extends string> = Partial<Record<K, number | undefined>>

const defined = <K extends string>(values: Overrides<K> = {}) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<Record<K, number>>

export function quotaTable(overrides: { costs?: Overrides<DataApiMethod>; budget?: Overrides<QuotaBucket> }): QuotaTable {
  return {
    costs: { ...QUOTA_COST, ...defined(overrides.costs) },
    budget: { ...DAILY_BUDGET, ...defined(overrides.budget) },
  }
}

export const isDataApiMethod = (name: string): name is DataApiMethod => Object.hasOwn(QUOTA_COST, name)

/** The charges one call makes: its units from the cost table, plus one search for the guard. */
export function chargesFor(method: DataApiMethod, table: QuotaTable = DEFAULT_QUOTA_TABLE): Array<{ bucket: QuotaBucket; cost: number }> {
  const charges: Array<{ bucket: QuotaBucket; cost: number }> = [{ bucket: 'units', cost: table.costs[method] }]
  if (method === 'search.list') charges.unshift({ bucket: 'search', cost: 1 })
  return charges
}
