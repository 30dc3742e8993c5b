import { normaliseKeyword } from './expand'
import { compareKeywords } from './score'
import type { KeywordGroup, KeywordRow } from './types'

export type RowFilter = { group?: 'all' | KeywordGroup; text?: string; minScore?: number }

export type SortKey = 'score' | 'popularity' | 'competition' | 'keyword' | 'words'

export type RowSort = { by: SortKey; direction: 'asc' | 'desc' }

/** The rows the table shows; the text is normalised like keywords so "How  TO" finds "how to". */
export function filterRows(rows: KeywordRow[], { group = 'all', text = '', minScore }: RowFilter): KeywordRow[] {
  const needle = normaliseKeyword(text)
  return rows.filter(
    (row) =>
      (group === 'all' || row.groups.includes(group)) && row.keyword.includes(needle) && (minScore === undefined || row.score >= minScore),
  )
}

function compareBy(by: Exclude<SortKey, 'competition'>, a: KeywordRow, b: KeywordRow): number {
  switch (by) {
    case 'score':
      return a.score - b.score
    case 'popularity':
      return a.popularity - b.popularity
    case 'keyword':
      return compareKeywords(a.keyword, b.keyword)
    case 'words':
      return a.wordCount - b.wordCount
  }
}

/**
 * A sorted copy; ties keep their current order, so sorting by one column after another nests them.
 * Rows without competition go last in both directions: unknown is neither easy nor hard.
 */
export function sortRows(rows: KeywordRow[], { by, direction }: RowSort): KeywordRow[] {
  const sign = direction === 'asc' ? 1 : -1
  return [...rows].sort((a, b) => {
    if (by !== 'competition') return sign * compareBy(by, a, b)
    const left = a.competition?.score
    const right = b.competition?.score
    if (left === undefined || right === undefined) return Number(left === undefined) - Number(right === undefined)
    return sign * (left - right)
  })
}

/** Rows per page of the results table: a few hundred rows at once make a page of many screens. */
export const RESULTS_PAGE_SIZE = 50

export type ResultsPage<T> = { items: T[]; page: number; pages: number; from: number; to: number; total: number }

/** One page of an already filtered and sorted list; a page past either end is clamped to it. */
export function pageOf<T>(rows: T[], page: number, size = RESULTS_PAGE_SIZE): ResultsPage<T> {
  const pages = Math.max(1, Math.ceil(rows.length / size))
  const current = Math.min(pages, Math.max(1, Math.floor(page) || 1))
  const start = (current - 1) * size
  const items = rows.slice(start, start + size)
  return { items, page: current, pages, from: items.length ? start + 1 : 0, to: start + items.length, total: rows.length }
}
