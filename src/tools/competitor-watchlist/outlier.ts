/**
 * How far a video outperformed its channel (decision 024). A video's views are first brought to a
 * 30-day equivalent by its age, since a two-day-old upload cannot have a month's views yet; its score
 * is that figure against the median of the channel's other recent uploads, brought to 30 days alike.
 * "3.2" reads "3.2× the channel's usual".
 */

const DAY_MS = 24 * 60 * 60 * 1000

/** The age views are brought to: the read window of the job. */
export const OUTLIER_HORIZON_DAYS = 30
/** Younger uploads are not scored: a few hours of views say little. */
export const MIN_AGE_DAYS = 1
/** Fewer other uploads than this make no usual to compare with. */
export const MIN_PEERS = 3
/** Scores are capped here, so one viral upload against a tiny median stays a readable number. */
export const MAX_SCORE = 100
/** From this score a video counts as an outlier. */
export const OUTLIER_THRESHOLD = 2

export type ScoredUpload = { videoId: string; views: number; publishedAt: string }

export const ageInDays = (publishedAt: string, now: Date) => (now.getTime() - Date.parse(publishedAt)) / DAY_MS

/**
 * The share of its first 30 days' views a video has at this age: a logarithmic curve (most views come
 * early, then fewer each day), 0.2 at one day, 0.47 at five, 1 from 30 days on.
 */
export function shareOfViewsAt(ageDays: number): number {
  if (ageDays >= OUTLIER_HORIZON_DAYS) return 1
  return Math.log1p(Math.max(ageDays, MIN_AGE_DAYS)) / Math.log1p(OUTLIER_HORIZON_DAYS)
}

/** Views brought to a 30-day equivalent. */
export const viewsAtHorizon = (views: number, ageDays: number) => Math.max(0, views) / shareOfViewsAt(ageDays)

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** The score of `normalised` views against the channel's usual: between 0 and MAX_SCORE. */
export function outlierScore(normalised: number, usual: number): number {
  if (usual <= 0) return normalised > 0 ? MAX_SCORE : 0
  return Math.min(MAX_SCORE, Math.max(0, normalised / usual))
}

/**
 * Each upload's score against the other uploads of its channel (leave-one-out, so a hit does not
 * raise its own bar); null when it is too new or the channel has too few other scored uploads.
 */
export function scoreUploads(uploads: ScoredUpload[], now: Date): Map<string, number | null> {
  const scorable = uploads
    .map((upload) => ({ upload, age: ageInDays(upload.publishedAt, now) }))
    .filter(({ age }) => age >= MIN_AGE_DAYS)
    .map(({ upload, age }) => ({ videoId: upload.videoId, normalised: viewsAtHorizon(upload.views, age) }))
  const scores = new Map<string, number | null>(uploads.map((upload) => [upload.videoId, null]))
  if (scorable.length < MIN_PEERS + 1) return scores
  for (const [index, { videoId, normalised }] of scorable.entries()) {
    const peers = scorable.filter((_, other) => other !== index).map((peer) => peer.normalised)
    scores.set(videoId, outlierScore(normalised, median(peers)))
  }
  return scores
}

/** "3.2× the channel's usual", one decimal under 10, whole numbers above. */
export function formatScore(score: number): string {
  const shown = score >= 10 ? Math.round(score).toString() : score.toFixed(1)
  return `${score >= MAX_SCORE ? `${MAX_SCORE}+` : shown}× the channel’s usual`
}

/** "4 days old", from whole days since publication. */
export function formatAge(publishedAt: string, now: Date): string {
  const days = Math.max(0, Math.floor(ageInDays(publishedAt, now)))
  return days === 0 ? 'published today' : `${days} ${days === 1 ? 'day' : 'days'} old`
}
