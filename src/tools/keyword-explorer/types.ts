/**
 * The keyword explorer's contract. The server fans a seed keyword out into many suggest queries,
 * collects YouTube's suggestions for each, and scores every distinct keyword. Pure data.
 */

export type ExpansionSource = 'seed' | 'alphabet' | 'digit' | 'question' | 'modifier'

export type ExpansionQuery = { query: string; source: ExpansionSource }

/** What YouTube suggested for one expansion query, in YouTube's order (best first). */
export type SuggestResult = { query: string; source: ExpansionSource; suggestions: string[] }

export type KeywordGroup = 'questions' | 'long-tail'

export type Competition = {
  /** 0–100, higher is harder to rank. */
  score: number
  /** search.list pageInfo.totalResults for the keyword. */
  totalResults: number
  /** Median views of the top results. */
  medianViews: number
  /** Share (0–1) of the top results whose title contains the keyword. */
  titleMatchShare: number
  /**
   * Median subscribers of the channels behind the top results (channels.list), for keyword fit
   * (fit.ts). Absent for measurements made before it was recorded, or when every channel hides its count.
   */
  medianChannelSubscribers?: number
}

export type KeywordRow = {
  keyword: string
  /** Estimated popularity 0–100, from how often and how high the keyword appears across expansions. */
  popularity: number
  /** How many expansion queries returned it. */
  appearances: number
  /** Its best (lowest) position in any suggestion list, 1-based. */
  bestPosition: number
  wordCount: number
  groups: KeywordGroup[]
  /** Present only when the Data API was configured and quota allowed. */
  competition?: Competition
  /** 0–100: popularity discounted by competition, measured or estimated (see `basis`). */
  score: number
  /**
   * What the score's competition is: `measured` for this keyword, `estimated` (from the keyword's own
   * features and the measured keywords sharing its words, in `assumedCompetition`: estimate.ts), or
   * `popularity` when no keyword of the list was measured and every score is popularity alone.
   */
  basis?: ScoreBasis
  /** The estimated competition of an unmeasured keyword, 0–100 (also when nothing was measured). */
  assumedCompetition?: number
  /** How far to trust `assumedCompetition`: how much measured evidence shares its words. */
  estimateConfidence?: EstimateConfidence
}

export type ScoreBasis = 'measured' | 'estimated' | 'popularity'

export type EstimateConfidence = 'high' | 'medium' | 'low'

export type ExplorerResult = {
  seed: string
  language: string
  country: string
  keywords: KeywordRow[]
  /** Expansion queries that were sent and that answered. */
  queries: { sent: number; answered: number; failed: number }
  /** True when some suggest calls failed or the deadline passed: the list is partial. */
  partial: boolean
  /** Why competition is missing, if it is: "no-api-key" | "quota" | "error". */
  competitionUnavailable?: 'no-api-key' | 'quota' | 'error'
  /** How many more keywords can have their competition measured today, when the Data API is set up. */
  measurementsLeft?: number
  generatedAt: string
}
