'use client'

import Link from 'next/link'
import { useMemo, useState } from 'react'

import { inputClass } from '@/components/forms/Field'
import { FormAlert } from '@/components/forms/FormAlert'
import { buttonClass } from '@/components/ui/button'
import { cx } from '@/lib/cx'
import type { MeasuredCompetition } from '@/lib/services/keyword-explorer/explore'
import { saveKeywordList } from '@/lib/services/keyword-explorer/actions'
import type { ActionResult } from '@/lib/services/tools'
import {
  applyCompetition,
  competitionFormula,
  estimateNote,
  filterRows,
  pageOf,
  plainScoreExplanation,
  popularityFormula,
  scoreFormula,
  scoreRows,
  sortRows,
  toCsv,
  type RowSort,
  type SortKey,
} from '@/tools/keyword-explorer'
import type { ExplorerResult, KeywordGroup, KeywordRow } from '@/tools/keyword-explorer/types'

import { callApi } from '@/components/tools/api-client'

const GROUPS: { id: 'all' | KeywordGroup; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'questions', label: 'Questions' },
  { id: 'long-tail', label: 'Long-tail' },
]

const COLUMNS: { key: SortKey; label: string; numeric?: boolean }[] = [
  { key: 'keyword', label: 'Keyword' },
  { key: 'score', label: 'Score', numeric: true },
  { key: 'popularity', label: 'Popularity', numeric: true },
  { key: 'competition', label: 'Competition', numeric: true },
  { key: 'words', label: 'Words', numeric: true },
]

const UNAVAILABLE: Record<NonNullable<ExplorerResult['competitionUnavailable']>, string> = {
  'no-api-key': 'Competition needs a YouTube Data API key, which this site does not have, so scores are popularity alone.',
  quota: 'The daily YouTube quota is used up, so competition is missing for new keywords; scores are popularity alone.',
  error: 'YouTube did not answer for competition, so scores are popularity alone. Try again later.',
}

function downloadCsv(rows: KeywordRow[], seed: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', toCsv(rows)], { type: 'text/csv;charset=utf-8' }))
  const link = Object.assign(document.createElement('a'), { href: url, download: `keywords-${seed.replace(/[^\w-]+/g, '-')}.csv` })
  link.click()
  URL.revokeObjectURL(url)
}

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

function CompetitionCell({ row }: { row: KeywordRow }) {
  if (row.competition) return <Meter value={row.competition.score} label={`competition ${row.competition.score} of 100, measured`} />
  if (row.basis === 'estimated') {
    return (
      <span className="text-muted">
        <abbr title="estimated: not measured for this keyword">est.</abbr> {row.assumedCompetition}
        <span className="sr-only"> (estimated, not measured)</span>
      </span>
    )
  }
  return (
    <span className="text-muted">
      —<span className="sr-only">not measured</span>
    </span>
  )
}

/** Results in pages of 50; sorting and filtering apply to the whole list, and copy/CSV/save take every row shown across pages. */
export function KeywordResults({ result, seoPath, canSave }: { result: ExplorerResult; seoPath: string; canSave: boolean }) {
  const [keywords, setKeywords] = useState(result.keywords)
  const [group, setGroup] = useState<'all' | KeywordGroup>('all')
  const [text, setText] = useState('')
  const [sort, setSort] = useState<RowSort>({ by: 'score', direction: 'desc' })
  const [page, setPage] = useState(1)
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [notice, setNotice] = useState<ActionResult | null>(null)
  const [listName, setListName] = useState(`${result.seed} keywords`)
  const [measuring, setMeasuring] = useState<string | null>(null)
  const [measurementsLeft, setMeasurementsLeft] = useState(result.measurementsLeft)

  const rows = useMemo(() => sortRows(filterRows(keywords, { group, text }), sort), [keywords, group, text, sort])
  const shown = pageOf(rows, page)
  const chosen = keywords.filter((row) => selected.has(row.keyword))
  const target = chosen.length ? chosen : rows
  const counts = { all: keywords.length, questions: 0, 'long-tail': 0 }
  for (const row of keywords) for (const g of row.groups) counts[g] += 1
  const canMeasure = result.competitionUnavailable !== 'no-api-key'
  const anyEstimated = keywords.some((row) => row.basis === 'estimated')

  async function measure(keyword: string) {
    setMeasuring(keyword)
    const answer = await callApi<MeasuredCompetition>('/api/keyword-explorer/competition', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ keyword, hl: result.language, gl: result.country }),
    })
    setMeasuring(null)
    if (!answer.ok) {
      if (answer.status === 503) setMeasurementsLeft(0)
      setNotice({ ok: false, message: answer.message })
      return
    }
    setKeywords((current) =>
      scoreRows(current.map((row) => (row.keyword === keyword ? applyCompetition(row, answer.data.competition) : row))),
    )
    setMeasurementsLeft(answer.data.measurementsLeft)
    setNotice({ ok: true, message: `Measured “${keyword}”: competition ${answer.data.competition.score} of 100.` })
  }

  function filterBy(next: { group?: 'all' | KeywordGroup; text?: string }) {
    if (next.group !== undefined) setGroup(next.group)
    if (next.text !== undefined) setText(next.text)
    setPage(1)
  }

  function toggle(keyword: string) {
    setSelected((current) => {
      const next = new Set(current)
      if (next.has(keyword)) next.delete(keyword)
      else next.add(keyword)
      return next
    })
  }

  function sortBy(key: SortKey) {
    setPage(1)
    setSort((current) => ({
      by: key,
      direction: current.by === key && current.direction === 'desc' ? 'asc' : key === 'keyword' ? 'asc' : 'desc',
    }))
  }

  async function copy() {
    await navigator.clipboard.writeText(target.map((row) => row.keyword).join('\n'))
    setNotice({ ok: true, message: `Copied ${target.length} keywords.` })
  }

  async function save() {
    setNotice(
      await saveKeywordList({
        name: listName,
        seed: result.seed,
        keywords: target.map(({ keyword, score, popularity, competition, wordCount }) => ({
          keyword,
          score,
          popularity,
          competition,
          wordCount,
        })),
      }),
    )
  }

  return (
    <section aria-labelledby="keyword-results-title" className="flex flex-col gap-4">
      <div>
        <h2 id="keyword-results-title" className="text-xl font-bold">
          {result.keywords.length} keyword ideas for “{result.seed}”
        </h2>
        <div className="mt-1 text-sm text-muted">
          <p>
            {estimateNote} From {result.queries.answered} of {result.queries.sent} YouTube searches.
          </p>
          <details className="mt-1">
            <summary className="cursor-pointer text-accent-text underline">How scores work</summary>
            <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
              {plainScoreExplanation.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <details className="mt-2">
              <summary className="cursor-pointer text-accent-text underline">The formulas</summary>
              <p className="mt-2">{popularityFormula}</p>
              <p className="mt-1">{competitionFormula}</p>
              <p className="mt-1">{scoreFormula}</p>
            </details>
          </details>
        </div>
      </div>
      {result.partial ? (
        <FormAlert tone="info">
          Some YouTube searches did not answer in time, so this list is partial. Run it again for the full set.
        </FormAlert>
      ) : null}
      {result.competitionUnavailable ? <FormAlert tone="info">{UNAVAILABLE[result.competitionUnavailable]}</FormAlert> : null}
      {anyEstimated ? (
        <p className="text-sm text-muted">
          Competition was measured for the keywords with a bar; “est.” marks an estimate (the typical competition of the measured ones),
          which their score uses until you measure them.
          {measurementsLeft !== undefined ? ` ${measurementsLeft} measurements left today.` : ''}
        </p>
      ) : null}

      <div className="flex flex-wrap items-end gap-3">
        <div role="group" aria-label="Keyword groups" className="flex rounded-lg bg-bg-subtle p-1">
          {GROUPS.map((option) => (
            <button
              key={option.id}
              type="button"
              aria-pressed={group === option.id}
              onClick={() => filterBy({ group: option.id })}
              className={cx(
                'rounded-md px-3 py-1.5 text-sm font-semibold',
                group === option.id ? 'bg-card shadow-sm' : 'text-muted hover:text-fg',
              )}
            >
              {option.label} <span className="tabular-nums text-muted">{counts[option.id]}</span>
            </button>
          ))}
        </div>
        <div className="flex min-w-48 flex-1 flex-col gap-1">
          <label htmlFor="keyword-filter" className="text-sm font-semibold">
            Filter
          </label>
          <input
            id="keyword-filter"
            type="search"
            value={text}
            onChange={(event) => filterBy({ text: event.target.value })}
            placeholder="Only keywords containing…"
            className={inputClass}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonClass({ variant: 'secondary', size: 'sm' })} onClick={copy}>
            Copy {chosen.length ? `${chosen.length} selected` : 'all shown'}
          </button>
          <button
            type="button"
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
            onClick={() => downloadCsv(target, result.seed)}
          >
            Export {chosen.length ? `${chosen.length} selected` : `all ${rows.length}`} as CSV
          </button>
        </div>
      </div>

      {canSave ? (
        <div className="flex flex-wrap items-end gap-2 rounded-xl border border-border bg-bg-subtle p-3">
          <div className="flex min-w-56 flex-1 flex-col gap-1">
            <label htmlFor="keyword-list-name" className="text-sm font-semibold">
              Save {chosen.length ? `${chosen.length} selected keywords` : `the ${rows.length} shown keywords`} as a list
            </label>
            <input
              id="keyword-list-name"
              value={listName}
              onChange={(event) => setListName(event.target.value)}
              maxLength={80}
              className={inputClass}
            />
          </div>
          <button type="button" className={buttonClass({ size: 'sm' })} onClick={save}>
            Save list
          </button>
        </div>
      ) : null}
      {notice ? <FormAlert tone={notice.ok ? 'success' : 'error'}>{notice.message}</FormAlert> : null}

      <div className="relative overflow-x-auto rounded-2xl border border-border">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">
            Keyword ideas, sorted by {sort.by}, rows {shown.from} to {shown.to} of {shown.total}
          </caption>
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
                  <button type="button" onClick={() => sortBy(column.key)} className="font-semibold hover:underline">
                    {column.label}
                    <span aria-hidden="true">{sort.by === column.key ? (sort.direction === 'asc' ? ' ↑' : ' ↓') : ''}</span>
                  </button>
                </th>
              ))}
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {shown.items.map((row) => (
              <tr key={row.keyword} className="hover:bg-bg-subtle">
                <td className="px-3 py-2">
                  <input
                    type="checkbox"
                    checked={selected.has(row.keyword)}
                    onChange={() => toggle(row.keyword)}
                    aria-label={`Select “${row.keyword}”`}
                    className="h-4 w-4 accent-[var(--accent)]"
                  />
                </td>
                <th scope="row" className="px-3 py-2 font-medium">
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
                    {!row.competition && canMeasure ? (
                      <button
                        type="button"
                        onClick={() => measure(row.keyword)}
                        disabled={measuring !== null || measurementsLeft === 0}
                        className={buttonClass({ variant: 'ghost', size: 'sm', className: 'px-2 py-1' })}
                      >
                        {measuring === row.keyword ? 'Measuring…' : 'Measure'}
                        <span className="sr-only"> competition for “{row.keyword}”</span>
                      </button>
                    ) : null}
                  </span>
                </td>
                <td className="px-3 py-2 tabular-nums">{row.wordCount}</td>
                <td className="whitespace-nowrap px-3 py-2 text-right">
                  <Link
                    href={`${seoPath}?keyword=${encodeURIComponent(row.keyword)}`}
                    className="font-semibold text-accent-text hover:underline"
                  >
                    Analyze a title<span className="sr-only"> with “{row.keyword}”</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="p-6 text-center text-muted">No keyword matches this filter.</p> : null}
      </div>
      {shown.pages > 1 ? (
        <nav aria-label="Keyword result pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <p aria-live="polite">
            Showing {shown.from}–{shown.to} of {shown.total}
          </p>
          <div className="flex items-center gap-2">
            <button
              type="button"
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
              disabled={shown.page === 1}
              onClick={() => setPage(shown.page - 1)}
            >
              ← Previous
            </button>
            <span className="tabular-nums">
              Page {shown.page} of {shown.pages}
            </span>
            <button
              type="button"
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
              disabled={shown.page === shown.pages}
              onClick={() => setPage(shown.page + 1)}
            >
              Next →
            </button>
          </div>
        </nav>
      ) : null}
    </section>
  )
}
