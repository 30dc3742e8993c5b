import type { EstimateConfidence, KeywordRow } from './types'

/**
 * Competition for the keywords that were not measured, estimated from what is known about each one
 * (docs/features.md#keyword-explorer-estimates). Competition falls as a keyword gets longer, more
 * specific, phrased as a question or less suggested, so each keyword starts from a figure built from
 * those features; that figure is then anchored on the measured keywords, the ones sharing its words
 * counting most (a keyword is about as crowded as its measured neighbours, adjusted for how it differs
 * from them). Pure: the server and the browser (after each "Measure") compute the same figures.
 */

/** How each feature moves competition (points per unit), before anchoring on measured keywords. */
export const ESTIMATE_WEIGHTS = {
  /** Per popularity point: the most suggested searches attract the most uploads. */
  popularity: 0.23,
  /** Per natural log of the word count: every extra word narrows the audience and the field. */
  logWords: -9.4,
  /** Per character beyond the words themselves (longer words are more specific terms). */
  characters: -0.37,
  /** Per unit of specificity: the mean rarity of its words in the list (ln of list size over keywords using the word). */
  specificity: -3.1,
  /** Per natural log of its best suggestion position: lower in the lists, fewer people and videos. */
  logPosition: -2.7,
  /** Questions are answered by fewer videos titled for them. */
  question: -8.6,
} as const

/** Where estimates centre when nothing in the list was measured. */
export const NEUTRAL_COMPETITION = 50
/** How much the list-wide anchor weighs against neighbours (a neighbour sharing every word weighs 1). */
const ANCHOR_WEIGHT = 1

export type EstimateInputs = {
  words: number
  characters: number
  specificity: number
  popularity: number
  bestPosition: number
  question: boolean
  /** Similarity (0–1) to each measured keyword it shares a word with, keyed by that keyword. */
  neighbours: Record<string, number>
}

export type CompetitionEstimate = {
  /** The model's figure before rounding, 0–100 (exclusive). */
  value: number
  /** What tables and the CSV show. */
  competition: number
  confidence: EstimateConfidence
  inputs: EstimateInputs
}

const wordsOf = (keyword: string) => [...new Set(keyword.split(' ').filter((token) => /[\p{L}\p{Nd}]/u.test(token)))]

function features(inputs: EstimateInputs): number {
  const w = ESTIMATE_WEIGHTS
  return (
    w.popularity * inputs.popularity +
    w.logWords * Math.log(Math.max(1, inputs.words)) +
    w.characters * inputs.characters +
    w.specificity * inputs.specificity +
    w.logPosition * Math.log(Math.max(1, inputs.bestPosition)) +
    (inputs.question ? w.question : 0)
  )
}

/** A smooth, strictly increasing map onto 0–100: distinct figures stay distinct instead of piling up at the ends. */
const squash = (raw: number) => 100 / (1 + Math.exp(-(raw - 50) / 22))

/** Weighted word overlap: shared words count by their rarity, so sharing only the seed says little. */
function similarity(a: string[], b: Set<string>, rarity: Map<string, number>): number {
  let shared = 0
  let union = 0
  for (const word of new Set([...a, ...b])) {
    const weight = rarity.get(word) ?? 0
    union += weight
    if (b.has(word) && a.includes(word)) shared += weight
  }
  return union === 0 ? 0 : shared / union
}

function confidenceOf(measured: number, neighbourWeight: number): EstimateConfidence {
  if (measured >= 3 && neighbourWeight >= 1) return 'high'
  if (measured >= 1 && neighbourWeight >= 0.3) return 'medium'
  return 'low'
}

/** An estimate for every unmeasured row of the list, by keyword. */
export function estimateCompetition(rows: KeywordRow[]): Map<string, CompetitionEstimate> {
  const words = new Map(rows.map((row) => [row.keyword, wordsOf(row.keyword)]))
  const usage = new Map<string, number>()
  for (const list of words.values()) for (const word of list) usage.set(word, (usage.get(word) ?? 0) + 1)
  const rarity = new Map([...usage].map(([word, count]) => [word, Math.log(1 + rows.length / count)]))
  const inputsOf = (row: KeywordRow, measured: KeywordRow[]): EstimateInputs => {
    const own = words.get(row.keyword)!
    const neighbours: Record<string, number> = {}
    for (const other of measured) {
      const share = similarity(own, new Set(words.get(other.keyword)), rarity)
      if (share > 0) neighbours[other.keyword] = share
    }
    return {
      words: Math.max(1, own.length),
      characters: own.join('').length - own.length,
      specificity: own.length ? own.reduce((sum, word) => sum + rarity.get(word)!, 0) / own.length : 0,
      popularity: row.popularity,
      bestPosition: row.bestPosition,
      question: row.groups.includes('questions'),
      neighbours,
    }
  }
  const measured = rows.filter((row) => row.competition)
  // What the features miss for each measured keyword (its residual), and on average (the anchor).
  const residual = new Map(measured.map((row) => [row.keyword, row.competition!.score - features(inputsOf(row, []))]))
  const unmeasured = rows.filter((row) => !row.competition)
  const anchor = measured.length
    ? [...residual.values()].reduce((a, b) => a + b, 0) / measured.length
    : NEUTRAL_COMPETITION - unmeasured.reduce((sum, row) => sum + features(inputsOf(row, [])), 0) / Math.max(1, unmeasured.length)
  const estimates = new Map<string, CompetitionEstimate>()
  for (const row of unmeasured) {
    const inputs = inputsOf(row, measured)
    let weight = ANCHOR_WEIGHT
    let offset = ANCHOR_WEIGHT * anchor
    for (const [keyword, share] of Object.entries(inputs.neighbours)) {
      weight += share
      offset += share * residual.get(keyword)!
    }
    const value = squash(features(inputs) + offset / weight)
    estimates.set(row.keyword, {
      value,
      competition: Math.round(value),
      confidence: confidenceOf(measured.length, weight - ANCHOR_WEIGHT),
      inputs,
    })
  }
  return estimates
}

/**
 * The rows most worth measuring next: the best expected scores (popularity discounted by the estimate),
 * skipping a row nearly the same as one already picked, so each measurement anchors different keywords.
 */
export function rowsToMeasure(
  rows: KeywordRow[],
  count: number,
  discount: (popularity: number, competition: number) => number,
): KeywordRow[] {
  if (count <= 0) return []
  const estimates = estimateCompetition(rows)
  const candidates = rows
    .filter((row) => !row.competition)
    .map((row) => ({ row, expected: discount(row.popularity, estimates.get(row.keyword)!.value) }))
    .sort((a, b) => b.expected - a.expected || a.row.keyword.localeCompare(b.row.keyword))
  const picked: KeywordRow[] = []
  const tooClose = (a: string, b: string) => {
    const [x, y] = [new Set(wordsOf(a)), new Set(wordsOf(b))]
    const shared = [...x].filter((word) => y.has(word)).length
    return shared / new Set([...x, ...y]).size >= 0.75
  }
  for (const { row } of candidates) {
    if (picked.length === count) break
    if (!picked.some((other) => tooClose(row.keyword, other.keyword))) picked.push(row)
  }
  // A list of near-duplicates still gets its measurements, in order of promise.
  for (const { row } of candidates) if (picked.length < count && !picked.includes(row)) picked.push(row)
  return picked
}
