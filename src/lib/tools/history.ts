import 'server-only'

import { payloadClient } from '@/lib/payload/client'
import type { KeywordRow } from '@/tools/keyword-explorer/types'
import type { SeoInput, SeoReport } from '@/tools/seo-analyzer/types'
import type { User } from '@/payload-types'

/**
 * What the tools remember for signed-in users. Writes go through access control as the user, so
 * the owner is always the user (see hooks/setOwner.ts).
 */

const REPEAT_WINDOW_MS = 60 * 60 * 1000

export async function recordThumbnailLookup(user: User, video: { id: string; title: string; channel: string }) {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'thumbnail-downloads',
    where: { videoId: { equals: video.id } },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    user,
    overrideAccess: false,
  })
  // Looking the same video up again within the hour is one visit, not a new history entry.
  if (docs[0] && Date.now() - Date.parse(docs[0].createdAt) < REPEAT_WINDOW_MS) return
  await payload.create({
    collection: 'thumbnail-downloads',
    data: { videoId: video.id, title: video.title.slice(0, 300), channel: video.channel.slice(0, 200) } as never,
    user,
    overrideAccess: false,
    depth: 0,
  })
}

export async function recordKeywordSearch(user: User, search: { seed: string; language: string; country: string; keywords: KeywordRow[] }) {
  const payload = await payloadClient()
  await payload.create({
    collection: 'keyword-searches',
    data: {
      seed: search.seed,
      language: search.language,
      country: search.country,
      keywordCount: search.keywords.length,
      // What a saved keyword keeps (tools/keyword-explorer/schema.ts), for the 50 best.
      topKeywords: search.keywords.slice(0, 50).map(({ keyword, score, popularity, wordCount, competition }) => ({
        keyword,
        score,
        popularity,
        wordCount,
        ...(competition ? { competition: { score: competition.score } } : {}),
      })),
    } as never,
    user,
    overrideAccess: false,
    depth: 0,
  })
}

export async function saveSeoReport(user: User, entry: { input: SeoInput; report: SeoReport; videoId?: string }) {
  const payload = await payloadClient()
  const doc = await payload.create({
    collection: 'seo-reports',
    data: {
      title: entry.input.title.slice(0, 300) || 'Untitled video',
      videoId: entry.videoId,
      keyword: entry.input.keyword,
      score: entry.report.score,
      input: entry.input,
      report: entry.report,
    } as never,
    user,
    overrideAccess: false,
    depth: 0,
  })
  return doc.id
}
