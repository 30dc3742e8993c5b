/**
 * Rank tracking's pure logic (decision 023): where a video stands in a keyword's search results,
 * whether it entered or left the top 10, and which keywords an hourly run checks so that a day's
 * searches are spread over the day and never exceed the share reserved for rank tracking.
 */

/** The dashboard page of tracked keywords: the emails link to it. */
export const RANK_TRACKING_PAGE = '/dashboard/channel/rank-tracking'

/** search.list is asked for one page of 50 results, relevance order: positions 1–50. */
export const RESULTS_CHECKED = 50

/** The band whose crossing sends an email. */
export const TOP_BAND = 10

/** A check's result: the 1-based position among the first 50 results, or null ("not in the top 50"). */
export type Position = number | null

/** The video's 1-based position among the first 50 result ids, or null when it is not among them. */
export function rankOf(videoId: string, resultIds: readonly string[]): Position {
  const index = resultIds.slice(0, RESULTS_CHECKED).indexOf(videoId)
  return index === -1 ? null : index + 1
}

const inTopBand = (position: Position | undefined) => typeof position === 'number' && position <= TOP_BAND

/**
 * Whether a check moved the video into or out of the top 10. The first check (no previous one) is a
 * starting point, not a move.
 */
export function topBandMove(previous: Position | undefined, current: Position): 'entered' | 'left' | null {
  if (previous === undefined) return null
  if (!inTopBand(previous) && inTopBand(current)) return 'entered'
  if (inTopBand(previous) && !inTopBand(current)) return 'left'
  return null
}

/**
 * Places gained since the previous check (positive is better: 8 → 3 is +5); "not in the top 50"
 * counts as 51, so a video that leaves the list shows a loss. Null without a previous check, or
 * when both are outside the list.
 */
export function positionChange(previous: Position | undefined, current: Position): number | null {
  if (previous === undefined || (previous === null && current === null)) return null
  return (previous ?? RESULTS_CHECKED + 1) - (current ?? RESULTS_CHECKED + 1)
}

/** The hour (0–23) of YouTube's quota day, which runs midnight to midnight Pacific time. */
export function pacificHour(now: Date): number {
  const hour = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', hour: 'numeric', hourCycle: 'h23' }).format(now)
  return Number(hour) % 24
}

/**
 * How many searches this run may make: the share grows evenly through the day (by the end of hour h,
 * (h + 1) / 24 of it), less what the day's earlier runs spent. A missed run's turn passes to the next.
 */
export function searchesAllowedNow(dailyShare: number, spentToday: number, hour: number): number {
  const allowedByNow = Math.ceil((dailyShare * (hour + 1)) / 24)
  return Math.max(0, Math.min(dailyShare, allowedByNow) - spentToday)
}

export type TrackerTurn = { id: number; checkedDay: string | null; lastCheckedAt: string | null; createdAt: string }

/**
 * The keywords whose turn it is: not yet checked today, the longest waiting first (never checked
 * before all, then the oldest check), at most `allowed` of them.
 */
export function keywordsDue(trackers: readonly TrackerTurn[], today: string, allowed: number): number[] {
  const waitingSince = (tracker: TrackerTurn) => tracker.lastCheckedAt ?? ''
  return trackers
    .filter((tracker) => tracker.checkedDay !== today)
    .sort((a, b) => waitingSince(a).localeCompare(waitingSince(b)) || a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
    .slice(0, Math.max(0, allowed))
    .map((tracker) => tracker.id)
}

/** A keyword is a day behind when its last check (or, never checked, its creation) is over 26 hours old. */
export const BEHIND_AFTER_MS = 26 * 60 * 60 * 1000

export function trackingBehind(tracker: Pick<TrackerTurn, 'lastCheckedAt' | 'createdAt'>, now: Date): boolean {
  const since = Date.parse(tracker.lastCheckedAt ?? tracker.createdAt)
  return now.getTime() - since > BEHIND_AFTER_MS
}

/** Roughly when the next check comes: a day after the last one (the hourly runs keep each keyword's turn near its time). */
export function nextCheckAbout(tracker: Pick<TrackerTurn, 'lastCheckedAt'>, now: Date): Date {
  if (!tracker.lastCheckedAt) return new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000)
  const next = Date.parse(tracker.lastCheckedAt) + 24 * 60 * 60 * 1000
  return new Date(Math.max(next, Math.ceil(now.getTime() / 3_600_000) * 3_600_000))
}

/**
 * Searches are made as the channel's audience would: `regionCode` from the channel's country and
 * `relevanceLanguage` from its language (an ISO 639-1 code; YouTube takes zh-Hans and zh-Hant as
 * they are). Either is left out when the channel has none or it is malformed.
 */
export type SearchLocale = { regionCode?: string; relevanceLanguage?: string }

export function searchLocale(country: string | null | undefined, language: string | null | undefined): SearchLocale {
  const locale: SearchLocale = {}
  if (country && /^[A-Za-z]{2}$/.test(country)) locale.regionCode = country.toUpperCase()
  if (language && /^zh-Han[st]$/i.test(language)) locale.relevanceLanguage = `zh-Han${language.slice(-1).toLowerCase()}`
  else if (language && /^[A-Za-z]{2,3}(-|$)/.test(language)) locale.relevanceLanguage = language.split('-')[0]!.toLowerCase()
  return locale
}
