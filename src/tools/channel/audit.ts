import { csvField } from '../keyword-explorer/csv'
import { analyzeSeo } from '../seo-analyzer/analyze'

/** The audit's list: worst first, filtered by a failing rule, counted per rule, and as CSV. */

export type AuditedVideo = {
  videoId: string
  title: string
  seoScore: number | null
  failingRules: string[]
  views: number | null
  publishedAt: string | null
}

/**
 * The label of every rule the analyzer can fail ("Chapters", "Title length"), from the reports of two
 * thin videos: one without timestamps (the "chapters for a long video" check) and one with them (the
 * "chapters" check only runs on a description that has some).
 */
export function ruleLabels(): Record<string, string> {
  const probe = (description: string) =>
    analyzeSeo({
      title: '',
      description,
      tags: [],
      keyword: 'x',
      video: { id: 'x', thumbnail: null, hasCaptions: false, durationSeconds: 3600 },
    }).checks
  const checks = [...probe(''), ...probe('0:00 Intro\n0:05 End')]
  return Object.fromEntries(checks.map((check) => [check.id, check.label]))
}

/** How many videos fail each rule, most first. */
export function failingRuleCounts(videos: readonly AuditedVideo[]): { rule: string; count: number }[] {
  const counts = new Map<string, number>()
  for (const video of videos) for (const rule of video.failingRules) counts.set(rule, (counts.get(rule) ?? 0) + 1)
  return [...counts].map(([rule, count]) => ({ rule, count })).sort((a, b) => b.count - a.count || a.rule.localeCompare(b.rule))
}

/** Worst score first (then the most views, where a fix pays most); only those failing `rule` when given. */
export function worstFirst(videos: readonly AuditedVideo[], rule?: string): AuditedVideo[] {
  return videos
    .filter((video) => !rule || video.failingRules.includes(rule))
    .toSorted((a, b) => (a.seoScore ?? 0) - (b.seoScore ?? 0) || (b.views ?? 0) - (a.views ?? 0))
}

const HEADER = ['video_id', 'url', 'title', 'seo_score', 'failing_rules', 'views', 'published']

/** The audit as CSV (RFC 4180, CRLF after every record, formulas defused). */
export function auditCsv(videos: readonly AuditedVideo[]): string {
  const records = videos.map((video) => [
    video.videoId,
    `https://www.youtube.com/watch?v=${video.videoId}`,
    video.title,
    video.seoScore,
    video.failingRules.join(';'),
    video.views,
    video.publishedAt?.slice(0, 10),
  ])
  return [HEADER, ...records].map((record) => record.map(csvField).join(',') + '\r\n').join('')
}
