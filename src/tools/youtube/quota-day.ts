/*
 * YouTube's quota day: it starts and ends at midnight Pacific time, whatever the daylight saving rule
 * of the moment (https://developers.google.com/youtube/v3/getting-started#quota).
 */

const pacificDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' })

/** The quota day `now` falls in, as `YYYY-MM-DD` in Pacific time. */
export function quotaDay(now = new Date()): string {
  return pacificDay.format(now)
}

const DAY_MS = 86_400_000

/** The calendar day `offset` days from `day` (`YYYY-MM-DD`). */
export function shiftDay(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10)
}

/** The moment the quota day of `now` ends: the next midnight in Los Angeles (07:00 or 08:00 UTC). */
export function nextQuotaReset(now = new Date()): Date {
  const tomorrow = shiftDay(quotaDay(now), 1)
  const midnightUtc = Date.parse(`${tomorrow}T00:00:00Z`)
  // Pacific time is UTC-7 in summer and UTC-8 in winter: the reset is the first of the two that is already tomorrow.
  const resets = [7, 8].map((hours) => new Date(midnightUtc + hours * 3_600_000))
  return resets.find((moment) => quotaDay(moment) === tomorrow && quotaDay(new Date(moment.getTime() - 1)) !== tomorrow)!
}
