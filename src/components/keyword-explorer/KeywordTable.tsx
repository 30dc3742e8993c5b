import Link from 'next/link'

import { buttonClass } from '@/components/ui/button'
import type { RowSort, SortKey } from '@/tools/keyword-explorer'
import type { KeywordFit } from '@/tools/keyword-explorer/fit'
import type { KeywordRow } from '@/tools/keyword-explorer/types'

import { KeywordFitCell } from './KeywordFitCell'

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'keyword', label: 'Keyword' },
  { key: 'score', label: 'Score' },
  { key: 'popularity', label: 'Popularity' },
  { key: 'competition', label: 'Competition' },
  { key: 'words', label: 'Words' },
]

function Meter({ value, label }: { value: number; label: string }) {
  return (
    <span className="flex items-center gap-2">
      <span className="w-8 text-right tabular-nums">{value}</span>
      <span aria-hidden="true" className="hidden h-1.5 w-16 overflow-hidden rounded-full bg-border sm:block">
        <span className="block h-full rounded-full bg-accent" style={{ width: `${value}%` }} />
      </span>
      <span className="sr-only">{label}</span>
    </span>
  )
}

const CONFIDENCE_MARK = { high: '●●●', medium: '●●○', low: '●○○' } as const

function CompetitionCell({ row }: { row: KeywordRow }) {
  if (row.competition) return <Meter value={row.competition.score} label={`competition ${row.competition.score} of 100, measured`} />
  if (row.assumedCompetition !== undefined) {
    const confidence = row.estimateConfidence ?? 'low'
    return (
      <span className="whitespace-nowrap text-muted" title={`Estimated, ${confidence} confidence: not measured for this keyword`}>
        <span aria-hidden="true">est. </span>
        {row.assumedCompetition}
        <span aria-hidden="true" className="ml-1 text-xs tracking-tighter">
          {CONFIDENCE_MARK[confidence]}
        </span>
        <span className="sr-only"> (estimated, {confidence} confidence)</span>
      </span>
    )
  }
  return (
    <span className="text-muted">
      —<span className="sr-only">not measured</span>
    </span>
  )
}

export type Measuring = { canMeasure: boolean; keyword: string | null; left: number | undefined; measure: (keyword: string) => void }

/**
 * One page of keyword rows: sortable columns, a checkbox per row, each row's fit to the connected
 * channel when there is one, and its Measure and Analyze actions.
 */
export function KeywordTable(props: {
  rows: KeywordRow[]
  caption: string
  sort: RowSort
  selected: Set<string>
  measuring: Measuring
  seoPath: string
  fits: Map<string, KeywordFit> | null
  onSort: (key: SortKey) => void
  onToggle: (keyword: string) => void
}) {
  const { sort, measuring } = props
  return (
    <table className="w-full min-w-[40rem] text-left text-sm">
      <caption className="sr-only">{props.caption}</caption>
      <thead className="bg-bg-subtle">
        <tr>
          <th scope="col" className="w-10 px-3 py-2">
            <span className="sr-only">Select</span>
          </th>
          {COLUMNS.map((column) => (
            <th
              key={column.key}
              scope="col"
              aria-sort={sort.by === column.key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
              className="px-3 py-2"
            >
              <button type="button" onClick={() => props.onSort(column.key)} className="font-semibold hover:underline">
                {column.label}
                <span aria-hidden="true">{sort.by === column.key ? (sort.direction === 'asc' ? ' ↑' : ' ↓') : ''}</span>
              </button>
            </th>
          ))}
          {props.fits ? (
            <th scope="col" className="px-3 py-2 font-semibold">
              Fit<span className="sr-only"> to your channel</span>
            </th>
          ) : null}
          <th scope="col" className="px-3 py-2">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {props.rows.map((row) => (
          <tr key={row.keyword} className="hover:bg-bg-subtle">
            <td className="px-3 py-2">
              <input
                type="checkbox"
                checked={props.selected.has(row.keyword)}
                onChange={() => props.onToggle(row.keyword)}
                aria-label={`Select “${row.keyword}”`}
                className="h-4 w-4 accent-[var(--accent)]"
              />
            </td>
            <th scope="row" className="min-w-[9rem] max-w-[12rem] px-3 py-2 font-medium [overflow-wrap:anywhere]">
              {row.keyword}
            </th>
            <td className="px-3 py-2 font-semibold tabular-nums">
              {row.score}
              {row.basis === 'estimated' ? <span className="ml-1 text-xs font-normal text-muted">est.</span> : null}
            </td>
            <td className="px-3 py-2">
              <Meter value={row.popularity} label={`popularity ${row.popularity} of 100`} />
            </td>
            <td className="px-3 py-2 tabular-nums">
              <span className="flex flex-wrap items-center gap-2">
                <CompetitionCell row={row} />
                {!row.competition && measuring.canMeasure ? (
                  <button
                    type="button"
                    onClick={() => measuring.measure(row.keyword)}
                    disabled={measuring.keyword !== null || measuring.left === 0}
                    className={buttonClass({ variant: 'ghost', size: 'sm', className: 'px-2 py-1' })}
                  >
                    {measuring.keyword === row.keyword ? 'Measuring…' : 'Measure'}
                    <span className="sr-only"> competition for “{row.keyword}”</span>
                  </button>
                ) : null}
              </span>
            </td>
            <td className="px-3 py-2 tabular-nums">{row.wordCount}</td>
            {props.fits ? (
              <td className="px-3 py-2">
                <KeywordFitCell fit={props.fits.get(row.keyword)!} />
              </td>
            ) : null}
            <td className="whitespace-nowrap px-3 py-2 text-right">
              <Link
                href={`${props.seoPath}?keyword=${encodeURIComponent(row.keyword)}`}
                className="font-semibold text-accent-text hover:underline"
              >
                Analyze a title<span className="sr-only"> with “{row.keyword}”</span>
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
