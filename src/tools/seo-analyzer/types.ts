/**
 * The SEO analyzer's contract: what goes in (a video's metadata, typed or fetched) and the report
 * that comes out. Pure data: no React, Next or Payload.
 */

export type SeoInput = {
  title: string
  description: string
  tags: string[]
  /** The phrase the video should rank for; keyword checks are skipped without it. */
  keyword?: string
  /** Only in URL mode, from the YouTube Data API. */
  video?: VideoFacts
}

export type VideoFacts = {
  id: string
  /** The largest thumbnail YouTube has for the video, or null when only the defaults exist. */
  thumbnail: { width: number; height: number } | null
  /** From contentDetails.caption: true when the video has captions. */
  hasCaptions: boolean
  durationSeconds: number
}

export type CheckStatus = 'pass' | 'warn' | 'fail'

export type CheckCategory = 'title' | 'description' | 'tags' | 'hashtags' | 'chapters' | 'engagement' | 'keyword' | 'video'

export type Check = {
  /** Stable id, e.g. "title-length"; tests and the UI refer to checks by it. */
  id: string
  category: CheckCategory
  /** Short name of the check, e.g. "Title length". */
  label: string
  status: CheckStatus
  /** What was found, with the numbers: "72 characters (the first 60 show in search results)". */
  found: string
  /** Why it matters to ranking or clicks, one or two sentences. */
  why: string
  /** How to fix it, naming a concrete rewrite where one can be made; absent when the check passes. */
  fix?: string
  /** Relative importance in the score (1 = minor, 3 = major). */
  weight: 1 | 2 | 3
}

export type SeoReport = {
  /** 0–100: the weighted share of points (pass = full weight, warn = half, fail = none). */
  score: number
  checks: Check[]
  counts: Record<CheckStatus, number>
}
