import { estimateCompetition } from './estimate'
import { normaliseKeyword } from './expand'
import type { Competition, KeywordGroup, KeywordRow, SuggestResult } from './types'

export const estimateNote =
  'Popularity and competition are estimates drawn from YouTube’s search suggestions and search results, ' +
  'because YouTube does not publish search volumes.'

/**
 * The evidence of two first-place suggestions. The set's best keyword is scaled to 100 only when it has at
 * least this much; a keyword that surfaced once near the bottom of one list stays low even when nothing beat it.
 */
export const SOLID_EVIDENCE = 2

/** The scores in plain words, for people; the formulas below are for those who want the details. */
export const plainScoreExplanation = [
  'Popularity: how often and how high YouTube suggests the keyword when people start typing related searches. The most suggested keyword of the list scores 100.',
  'Competition: how crowded the top results are: how many videos YouTube finds, how many views the top ones have, and how many use the keyword in their title. Higher is harder.',
  'Score: popularity, lowered by competition. Competition not measured for a keyword is estimated from its words, length, specificity, suggestion rank and question form, anchored on the measured keywords that share its words, and marked “est.” with how confident the estimate is. Measure any keyword to replace its estimate.',
] as const

export const scoreFormula =
  'score = round(popularity × (1 − 0.6 × competition ÷ 100)), where competition is the measured one, or for ' +
  'an unmeasured keyword its estimate: a figure from its features (popularity, word count, length, rarity of its words, ' +
  'best suggestion position, question form) shifted by how far the measured keywords sharing its words were from their own such figures.'

export const popularityFormula =
  'popularity = round(100 × w ÷ max(w_top, 2)), where w = Σ 1/√position over every expansion query that ' +
  'suggested the keyword (position 1 = top suggestion) and w_top is the largest w in the list. The best keyword ' +
  'scores 100 only when its evidence is at least that of two first-place suggestions.'

export const COMPETITION_WEIGHTS = { results: 0.35, views: 0.35, titles: 0.3 } as const

export const competitionFormula =
  'competition = round(100 × (0.35 × R + 0.35 × V + 0.3 × T)), where R = (log10(total results) − 3) ÷ 4 ' +
  '(1,000 results = 0, 10 million = 1), V = (log10(median views of the top results) − 3) ÷ 3 (1,000 views = 0, ' +
  '1 million = 1), each clamped to 0–1, and T = the share of the top results whose title contains the keyword.'

/** How much known competition can take off popularity: the hardest keyword keeps 40% of its popularity. */
export const COMPETITION_DISCOUNT = 0.6

const QUESTION_WORDS = new Set('how what why when where who which can is are does do should will'.split(' '))
const LONG_TAIL_WORDS = 4

// Root collation: the same order on server and browser, and "café" next to "cafe" rather than after "zoo".
const collator = new Intl.Collator('und')

export function compareKeywords(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0)
}

/** Score first, then keyword, so equal scores read alphabetically. Re-rank after applying competition. */
export function rankRows(rows: KeywordRow[]): KeywordRow[] {
  return [...rows].sort((a, b) => b.score - a.score || compareKeywords(a.keyword, b.keyword))
}

// A lone "&" or "-" is not a word a creator would count.
export function countWords(keyword: string): number {
  return keyword.split(' ').filter((token) => /[\p{L}\p{Nd}]/u.test(token)).length
}

function groupsOf(keyword: string, asked: boolean): KeywordGroup[] {
  const groups: KeywordGroup[] = []
  const first = keyword.split(' ')[0] ?? ''
  if (asked || QUESTION_WORDS.has(first)) groups.push('questions')
  if (countWords(keyword) >= LONG_TAIL_WORDS) groups.push('long-tail')
  return groups
}

type Evidence = { weight: number; appearances: number; bestPosition: number; asked: boolean }

/**
 * Merges every suggestion list into one row per normalised keyword, scored by `popularityFormula`.
 * The seed stays in the table like any other suggestion when YouTube returns it: users look for it there.
 */
export function aggregate(_seed: string, results: SuggestResult[]): KeywordRow[] {
  const evidence = new Map<string, Evidence>()
  for (const result of results) {
    // Case and spacing variants inside one list count once, at the better (earlier) position.
    const positions = new Map<string, number>()
    const asked = new Set<string>()
    result.suggestions.forEach((raw, index) => {
      const keyword = normaliseKeyword(raw)
      if (keyword === '') return
      // Normalising strips "?", so the question mark is read from the raw suggestion.
      if (/[?¿]/.test(raw.normalize('NFKC'))) asked.add(keyword)
      if (!positions.has(keyword)) positions.set(keyword, index + 1)
    })
    for (const [keyword, position] of positions) {
      const seen = evidence.get(keyword) ?? { weight: 0, appearances: 0, bestPosition: position, asked: false }
      evidence.set(keyword, {
        weight: seen.weight + 1 / Math.sqrt(position),
        appearances: seen.appearances + 1,
        bestPosition: Math.min(seen.bestPosition, position),
        asked: seen.asked || asked.has(keyword),
      })
    }
  }
  let scale = SOLID_EVIDENCE
  for (const { weight } of evidence.values()) scale = Math.max(scale, weight)
  const rows = Array.from(evidence, ([keyword, { weight, appearances, bestPosition, asked }]): KeywordRow => {
    const popularity = Math.round((100 * weight) / scale)
    return {
      keyword,
      popularity,
      appearances,
      bestPosition,
      wordCount: countWords(keyword),
      groups: groupsOf(keyword, asked),
      score: popularity,
    }
  })
  return rankRows(rows)
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value))
}

/** 0 at `easy`, 1 at `hard`, on a log10 scale; anything below 1 counts as 1 so log10 stays finite. */
function logScale(value: number, easy: number, hard: number): number {
  const log = Math.log10(Math.max(1, value))
  return clamp01((log - Math.log10(easy)) / (Math.log10(hard) - Math.log10(easy)))
}

/** The middle value (the mean of the two middle ones for an even count), 0 for none. */
export function median(values: number[]): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

// Whole words only: "art" must not match "start". Edge punctuation goes ("minecraft." -> "minecraft"),
// but a trailing + or # stays so "c++" and "c#" keep meaning themselves.
function matchForm(text: string): string {
  return normaliseKeyword(text)
    .split(' ')
    .map((token) => token.replace(/^[.'&+#-]+/, '').replace(/[.'&-]+$/, ''))
    .filter(Boolean)
    .join(' ')
}

function finiteCount(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0
}

/**
 * How hard a keyword is to rank for, from what search.list and videos.list say about its top results;
 * their channels' median subscribers ride along for keyword fit (fit.ts), outside the score.
 */
export function competitionScore(input: {
  totalResults: number
  views: number[]
  titles: string[]
  keyword: string
  channelSubscribers?: number[]
}): Competition {
  const totalResults = finiteCount(input.totalResults)
  const medianViews = Math.round(median(input.views.filter((views) => Number.isFinite(views) && views >= 0)))
  const needle = matchForm(input.keyword)
  const matches = needle === '' ? 0 : input.titles.filter((title) => ` ${matchForm(title)} `.includes(` ${needle} `)).length
  const titleMatchShare = input.titles.length === 0 ? 0 : matches / input.titles.length
  const raw =
    COMPETITION_WEIGHTS.results * logScale(totalResults, 1e3, 1e7) +
    COMPETITION_WEIGHTS.views * logScale(medianViews, 1e3, 1e6) +
    COMPETITION_WEIGHTS.titles * titleMatchShare
  const subscribers = (input.channelSubscribers ?? []).filter((count) => Number.isFinite(count) && count >= 0)
  const competition = { score: Math.round(100 * clamp01(raw)), totalResults, medianViews, titleMatchShare }
  return subscribers.length ? { ...competition, medianChannelSubscribers: Math.round(median(subscribers)) } : competition
}

/** Popularity discounted by competition (`scoreFormula`). */
export function discountedScore(popularity: number, competition: number): number {
  return Math.round(popularity * (1 - COMPETITION_DISCOUNT * clamp01(competition / 100)))
}

/** Records a measured competition on a row; `scoreRows` then scores the whole list again. */
export function applyCompetition(row: KeywordRow, competition: Competition): KeywordRow {
  return { ...row, competition, score: discountedScore(row.popularity, competition.score), basis: 'measured' }
}

/**
 * Scores every row on the same footing and ranks them. Only some keywords have a measured competition,
 * and discounting only those would let unmeasured ones outrank them just for being unmeasured. So an
 * unmeasured row is discounted by its own estimate (estimate.ts) and marked `estimated`. With nothing
 * measured, every score is popularity alone (`popularity`); the estimates are still given, at low confidence.
 */
export function scoreRows(rows: KeywordRow[]): KeywordRow[] {
  const anyMeasured = rows.some((row) => row.competition)
  const estimates = estimateCompetition(rows)
  return rankRows(
    rows.map(({ assumedCompetition: _drop, estimateConfidence: _dropToo, ...row }) => {
      if (row.competition) return { ...row, score: discountedScore(row.popularity, row.competition.score), basis: 'measured' }
      const { competition, confidence } = estimates.get(row.keyword)!
      return {
        ...row,
        score: anyMeasured ? discountedScore(row.popularity, competition) : row.popularity,
        basis: anyMeasured ? 'estimated' : 'popularity',
        assumedCompetition: competition,
        estimateConfidence: confidence,
      }
    }),
  )
}
