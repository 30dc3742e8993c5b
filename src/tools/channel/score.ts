import { analyzeSeo } from '../seo-analyzer/analyze'
import type { SeoInput, SeoReport } from '../seo-analyzer/types'

/** What the channel keeps of a video to score it again, with the SEO analyzer's rules. */
export type ScoredVideoFacts = {
  videoId: string
  title: string
  description: string
  tags: string[]
  durationSeconds: number
  hasCaptions: boolean
  largestThumbnail: { width: number; height: number } | null
}

export function seoInputFor(video: ScoredVideoFacts): SeoInput {
  return {
    title: video.title,
    description: video.description,
    tags: video.tags,
    video: { id: video.videoId, thumbnail: video.largestThumbnail, hasCaptions: video.hasCaptions, durationSeconds: video.durationSeconds },
  }
}

/** The full analysis of one video, as the SEO analyzer shows it. */
export const analyzeChannelVideo = (video: ScoredVideoFacts): SeoReport => analyzeSeo(seoInputFor(video))

/** The score and the ids of the checks the video fails: what the audit lists and filters by. */
export function scoreChannelVideo(video: ScoredVideoFacts): { seoScore: number; failingRules: string[] } {
  const report = analyzeChannelVideo(video)
  return { seoScore: report.score, failingRules: report.checks.filter((check) => check.status === 'fail').map((check) => check.id) }
}

/** The last `days` complete days of analytics, ending yesterday (YouTube Analytics lags a day or two). */
export function analyticsRange(now: Date, days: number): { startDate: string; endDate: string } {
  const day = (offset: number) => new Date(now.getTime() - offset * 86_400_000).toISOString().slice(0, 10)
  return { startDate: day(days), endDate: day(1) }
}
