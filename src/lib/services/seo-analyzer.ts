import 'server-only'

import { getAuditedVideo } from '@/lib/data/channel'
import { AppError } from '@/lib/errors'
import { videoPage } from '@/lib/services/channel/snippet-changes'
import { createOwned } from '@/lib/services/owned'
import { lookupVideo } from '@/lib/services/youtube/lookups'
import type { User } from '@/payload-types'
import { analyzeSeo, type SeoRequest } from '@/tools/seo-analyzer'
import type { SeoInput, SeoReport } from '@/tools/seo-analyzer/types'
import { YOUTUBE_ERROR_MESSAGES } from '@/tools/youtube/errors'
import { watchUrl } from '@/tools/youtube/video-id'

export type SeoAnalysis = {
  report: SeoReport
  input: SeoInput
  video?: { id: string; title: string; channel: string; watchUrl: string }
  /** Saved for signed-in users, so the dashboard can list and compare it. */
  reportId?: number | string
  /** Where to apply the fixes on YouTube, when the video is on the user's connected channel (decision 021). */
  fixPath?: string
}

const DETAILS_MISSING = {
  'no-api-key': YOUTUBE_ERROR_MESSAGES.not_configured,
  quota: 'The daily YouTube quota is used up, so video details cannot be fetched right now. Fill in the details by hand instead.',
  error: 'YouTube did not answer with the video’s details. Try again, or fill in the details by hand.',
}

/** Fetches a video's metadata through the Data API and turns it into the analyzer's input. */
async function inputFromVideo(videoId: string, keyword: string | undefined) {
  const video = await lookupVideo(videoId, { detailsFor: 'seo-analyzer' })
  if (!video.details) throw new AppError('unprocessable', DETAILS_MISSING[video.detailsUnavailable ?? 'error'])
  const { details } = video
  const input: SeoInput = {
    title: details.title,
    description: details.description,
    tags: details.tags,
    keyword,
    video: {
      id: details.id,
      thumbnail: details.largestThumbnail,
      hasCaptions: details.hasCaptions,
      durationSeconds: details.durationSeconds,
    },
  }
  return { input, video: { id: video.id, title: video.title, channel: video.channel, watchUrl: watchUrl(video.id) } }
}

/**
 * POST /api/seo-analyzer's work, on its checked body: `{ url, keyword? }` analyzes a published
 * video, the manual form (`{ title, description, tags, keyword? }`) what was typed.
 */
export async function runSeoAnalysis(request: SeoRequest, user: User | null): Promise<SeoAnalysis> {
  const { input, video } = 'url' in request ? await inputFromVideo(request.url, request.keyword) : { input: request, video: undefined }
  const report = analyzeSeo(input)
  const reportId = user ? await saveSeoReport(user, { input, report, videoId: video?.id }) : undefined
  const ownVideo = user && video ? await getAuditedVideo(user, video.id) : null
  return { report, input, video, reportId, fixPath: ownVideo ? videoPage(ownVideo.videoId) : undefined }
}

/** The report in the signed-in user's history, written as the user (the owner is always them). */
async function saveSeoReport(user: User, entry: { input: SeoInput; report: SeoReport; videoId?: string }) {
  const doc = await createOwned(user, 'seo-reports', {
    title: entry.input.title.slice(0, 300) || 'Untitled video',
    videoId: entry.videoId,
    keyword: entry.input.keyword,
    score: entry.report.score,
    input: entry.input,
    report: entry.report,
  })
  return doc.id
}
