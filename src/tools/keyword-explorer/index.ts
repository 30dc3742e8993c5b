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
  estimateNote,
  popularityFormula,
  rankRows,
  SOLID_EVIDENCE,
} from './score'
export { toCsv } from './csv'
export { filterRows, sortRows } from './filter'
export type { RowFilter, RowSort, SortKey } from './filter'
export type * from './types'
