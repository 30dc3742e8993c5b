import type { KeywordFit } from './fit'
import type { KeywordRow } from './types'

const HEADER = [
  'keyword',
  'score',
  'popularity',
  'competition',
  'measured',
  'estimate_confidence',
  'appearances',
  'best_position',
  'words',
  'groups',
]

// Spreadsheets run a cell starting with these as a formula (OWASP CSV injection); tab and CR do the same in some.
const FORMULA_START = /^[=+\-@\t\r]/

/** One RFC 4180 field: a leading apostrophe defuses formulas, quotes wrap anything with , " or a line break. */
export function csvField(value: string | number | null | undefined): string {
  const text = value === undefined || value === null ? '' : String(value)
  const safe = FORMULA_START.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/**
 * The keyword table as CSV (RFC 4180, CRLF after every record). Competition is a number on every row:
 * the measured one (`measured` = yes) or the estimate (`measured` = no, with its confidence). With a
 * channel connected, each row's fit to it (fit.ts) and the reason follow.
 */
export function toCsv(rows: KeywordRow[], fits?: Map<string, KeywordFit>): string {
  const header = fits ? [...HEADER, 'fit', 'fit_reason'] : HEADER
  const records = rows.map((row) => [
    row.keyword,
    row.score,
    row.popularity,
    row.competition?.score ?? row.assumedCompetition,
    row.competition ? 'yes' : 'no',
    row.competition ? '' : row.estimateConfidence,
    row.appearances,
    row.bestPosition,
    row.wordCount,
    row.groups.join(';'),
    ...(fits ? [fits.get(row.keyword)?.verdict, fits.get(row.keyword)?.reason] : []),
  ])
  return [header, ...records].map((record) => record.map(csvField).join(',') + '\r\n').join('')
}
