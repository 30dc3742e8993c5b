/**
 * The weekly digest's calendar and selection: which week a run covers, and which of that week's posts
 * a subscriber gets (the topics they chose, or everything when they chose none). Pure: no Payload.
 */

const DAY_MS = 24 * 60 * 60 * 1000

export type DigestWeek = {
  /** ISO 8601 week, e.g. `2026-W47`: the digest's key, so each week is sent once. */
  key: string
  /** Monday 00:00 UTC of the week, inclusive. */
  start: Date
  /** The next Monday 00:00 UTC, exclusive. */
  end: Date
}

/** The ISO week containing `date` (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeek(date: Date): DigestWeek {
  const day = (date.getUTCDay() + 6) % 7 // Monday 0 … Sunday 6
  const start = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - day))
  const thursday = new Date(start.getTime() + 3 * DAY_MS)
  const year = thursday.getUTCFullYear()
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1
  return { key: `${year}-W${String(week).padStart(2, '0')}`, start, end: new Date(start.getTime() + 7 * DAY_MS) }
}

/** The last complete week before `now`: a run on Monday morning sends the week that just ended. */
export function previousWeek(now: Date): DigestWeek {
  return isoWeek(new Date(isoWeek(now).start.getTime() - DAY_MS))
}

export type DigestPost = {
  id: number | string
  title: string
  excerpt: string
  slug: string
  publishedAt: string
  categories: (number | string)[]
}

/** The posts a subscriber gets, newest first: those in one of their topics, or all when they chose none. */
export function postsForSubscriber(posts: DigestPost[], topics: (number | string)[]): DigestPost[] {
  const wanted = new Set(topics.map(String))
  return posts
    .filter((post) => wanted.size === 0 || post.categories.some((category) => wanted.has(String(category))))
    .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))
}
