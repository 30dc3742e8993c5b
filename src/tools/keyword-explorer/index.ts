export { expansionQueries, MAX_SEED_LENGTH, normaliseKeyword } from './expand'
export {
  aggregate,
  applyCompetition,
  compareKeywords,
  COMPETITION_DISCOUNT,
  COMPETITION_WEIGHTS,
  competitionFormula,
  competitionScore,
  countWords,
  discountedScore,
  estimateNote,
  plainScoreExplanation,
  popularityFormula,
  rankRows,
  scoreFormula,
  scoreRows,
  SOLID_EVIDENCE,
} from './score'
export { toCsv } from './csv'
export { channelReach, channelSize, compactCount, FIT_BANDS, FIT_LABELS, keywordFit } from './fit'
export type { ChannelSize, FitVerdict, KeywordFit } from './fit'
export { estimateCompetition, rowsToMeasure } from './estimate'
export { filterRows, pageOf, RESULTS_PAGE_SIZE, sortRows } from './filter'
export type { ResultsPage, RowFilter, RowSort, SortKey } from './filter'
export type * from './types'
