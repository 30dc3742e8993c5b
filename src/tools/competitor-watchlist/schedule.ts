/** The watchlist job runs every hour at this minute (src/jobs/competitorWatchlist.ts). */
export const READ_MINUTE = 20

/** When the hourly read runs next after `now`. */
export function nextScheduledRead(now: Date): Date {
  const next = new Date(now)
  next.setUTCMinutes(READ_MINUTE, 0, 0)
  if (next.getTime() <= now.getTime()) next.setUTCHours(next.getUTCHours() + 1)
  return next
}
