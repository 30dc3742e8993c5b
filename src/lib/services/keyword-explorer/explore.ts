import 'server-only'

import { env } from '@/lib/env'
import { payloadClient } from '@/lib/payload/client'
import { createOwned } from '@/lib/services/owned'
import { competitionMeasurementsLeft } from '@/lib/youtube/quota'
import { competitionDataFor, suggestionsFor } from '@/lib/services/youtube/lookups'
import type { User } from '@/payload-types'
import {
  aggregate,
  applyCompetition,
  competitionScore,
  discountedScore,
  expansionQueries,
  rowsToMeasure,
  scoreRows,
} from '@/tools/keyword-explorer'
import type { CompetitionQuery, KeywordQuery } from '@/tools/keyword-explorer/schema'
import type { Competition, ExpansionQuery, ExplorerResult, KeywordRow, SuggestResult } from '@/tools/keyword-explorer/types'
import { isYouTubeError, YouTubeError } from '@/tools/youtube/errors'

/** Fan-out limits: a few suggest calls at a time, and an answer within this long whatever happens. */
export const FAN_OUT = { concurrency: 6, deadlineMs: 12_000, competitionFor: 3 } as const

export type Progress = { done: number; total: number }

type Options = { onProgress?: (progress: Progress) => void; deadlineMs?: number }

/**
 * Runs the expansion queries through the suggest endpoint with bounded concurrency. Queries still
 * running at the deadline are given up; failed ones are counted. Both make the result partial.
 */
async function fanOut(
  queries: ExpansionQuery[],
  { hl, gl }: { hl: string; gl: string },
  { onProgress, deadlineMs = FAN_OUT.deadlineMs }: Options,
) {
  const results: SuggestResult[] = []
  let failed = 0
  let done = 0
  let next = 0
  const deadline = Date.now() + deadlineMs
  let lastError: unknown

  async function worker() {
    while (next < queries.length && Date.now() < deadline) {
      const expansion = queries[next++]!
      try {
        const { value } = await suggestionsFor(expansion.query, hl, gl)
        results.push({ ...expansion, suggestions: value })
      } catch (error) {
        failed += 1
        lastError = error
      }
      done += 1
      onProgress?.({ done, total: queries.length })
    }
  }

  const workers = Promise.all(Array.from({ length: FAN_OUT.concurrency }, worker))
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, Math.max(0, deadline - Date.now()))
  })
  await Promise.race([workers, timeout])
  clearTimeout(timer)
  return { results: [...results], answered: results.length, failed, unfinished: queries.length - done, lastError }
}

/**
 * Competition measured for the most promising keywords (the best expected scores, each anchoring
 * different words: tools/keyword-explorer/estimate.ts), as many as the day's quota and the cap allow.
 */
async function addCompetition(
  rows: KeywordRow[],
  { hl, gl }: { hl: string; gl: string },
): Promise<{ rows: KeywordRow[]; unavailable?: ExplorerResult['competitionUnavailable'] }> {
  if (!env.YOUTUBE_API_KEY) return { rows: scoreRows(rows), unavailable: 'no-api-key' }
  const left = await competitionMeasurementsLeft(await payloadClient())
  if (left === 0) return { rows: scoreRows(rows), unavailable: 'quota' }
  const picked = rowsToMeasure(rows, Math.min(FAN_OUT.competitionFor, left), discountedScore)
  const scored = new Map<string, KeywordRow>()
  let unavailable: ExplorerResult['competitionUnavailable']
  for (const row of picked) {
    try {
      const data = await competitionDataFor(row.keyword, hl, gl)
      scored.set(row.keyword, applyCompetition(row, competitionScore({ ...data, keyword: row.keyword })))
    } catch (error) {
      unavailable = isYouTubeError(error) && error.kind === 'quota' ? 'quota' : 'error'
      break
    }
  }
  return { rows: scoreRows(rows.map((row) => scored.get(row.keyword) ?? row)), unavailable }
}

/**
 * The keyword explorer: expands the seed through YouTube's suggestions, scores every keyword, adds
 * competition for the top few, and remembers the search for signed-in users.
 */
export async function exploreKeywords({ q, hl, gl }: KeywordQuery, user: User | null, options: Options = {}): Promise<ExplorerResult> {
  const queries = expansionQueries(q)
  const fan = await fanOut(queries, { hl, gl }, options)
  if (fan.answered === 0) throw isYouTubeError(fan.lastError) ? fan.lastError : new YouTubeError('unavailable', 'no suggest call answered')
  const { rows, unavailable } = await addCompetition(aggregate(q, fan.results), { hl, gl })
  const result: ExplorerResult = {
    seed: q,
    language: hl,
    country: gl,
    keywords: rows,
    queries: { sent: queries.length, answered: fan.answered, failed: fan.failed + fan.unfinished },
    partial: fan.failed + fan.unfinished > 0,
    competitionUnavailable: unavailable,
    measurementsLeft: env.YOUTUBE_API_KEY ? await competitionMeasurementsLeft(await payloadClient()) : undefined,
    generatedAt: new Date().toISOString(),
  }
  if (user) await recordKeywordSearch(user, { seed: q, language: hl, country: gl, keywords: rows })
  return result
}

export type MeasuredCompetition = { keyword: string; competition: Competition; measurementsLeft: number }

/**
 * Competition for one keyword the user picked (the explorer measures only its top few by itself):
 * served from the 3-day search cache when there, otherwise one search.list, one videos.list and one channels.list call
 * within the day's quota.
 */
export async function measureCompetition({ keyword, hl, gl }: CompetitionQuery): Promise<MeasuredCompetition> {
  const data = await competitionDataFor(keyword, hl, gl)
  return {
    keyword,
    competition: competitionScore({ ...data, keyword }),
    measurementsLeft: await competitionMeasurementsLeft(await payloadClient()),
  }
}

/** The search in the signed-in user's history, written as the user (the owner is always them). */
async function recordKeywordSearch(user: User, search: { seed: string; language: string; country: string; keywords: KeywordRow[] }) {
  await createOwned(user, 'keyword-searches', {
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
  })
}
