'use client'

import { useMemo, useState } from 'react'

import { FormAlert } from '@/components/forms/FormAlert'
import { callApi } from '@/components/tools/api-client'
import { saveKeywordList } from '@/lib/services/keyword-explorer/actions'
import type { MeasuredCompetition } from '@/lib/services/keyword-explorer/explore'
import type { ActionResult } from '@/lib/services/tools'
import { applyCompetition, filterRows, pageOf, scoreRows, sortRows, toCsv, type RowSort, type SortKey } from '@/tools/keyword-explorer'
import { keywordFit, type ChannelSize, type KeywordFit } from '@/tools/keyword-explorer/fit'
import type { ExplorerResult, KeywordRow } from '@/tools/keyword-explorer/types'

import { KeywordTable } from './KeywordTable'
import { ResultsHeader } from './ResultsHeader'
import { ResultsPager } from './ResultsPager'
import { ResultsToolbar, SaveListForm, type GroupFilter } from './ResultsToolbar'

function downloadCsv(rows: KeywordRow[], seed: string, fits: Map<string, KeywordFit> | null) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', toCsv(rows, fits ?? undefined)], { type: 'text/csv;charset=utf-8' }))
  const link = Object.assign(document.createElement('a'), { href: url, download: `keywords-${seed.replace(/[^\w-]+/g, '-')}.csv` })
  link.click()
  URL.revokeObjectURL(url)
}

type Props = {
  result: ExplorerResult
  seoPath: string
  canSave: boolean
  /** The connected channel's size, to mark each keyword's fit to it (tools/keyword-explorer/fit.ts). */
  channelSize?: ChannelSize
}

/**
 * Results in pages of 50; sorting and filtering apply to the whole list, and copy/CSV/save take every row shown across pages.
 * With a channel connected, every row says how well it fits the channel, in the table and the CSV.
 */
export function KeywordResults({ result, seoPath, canSave, channelSize }: Props) {
  const [keywords, setKeywords] = useState(result.keywords)
  const [group, setGroup] = useState<GroupFilter>('all')
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
  const fits = useMemo(
    () => (channelSize ? new Map(keywords.map((row) => [row.keyword, keywordFit(channelSize, row)])) : null),
    [keywords, channelSize],
  )
  const chosen = keywords.filter((row) => selected.has(row.keyword))
  const target = chosen.length ? chosen : rows
  const counts = { all: keywords.length, questions: 0, 'long-tail': 0 }
  for (const row of keywords) for (const g of row.groups) counts[g] += 1

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
      return setNotice({ ok: false, message: answer.message })
    }
    setKeywords((current) =>
      scoreRows(current.map((row) => (row.keyword === keyword ? applyCompetition(row, answer.data.competition) : row))),
    )
    setMeasurementsLeft(answer.data.measurementsLeft)
    setNotice({ ok: true, message: `Measured “${keyword}”: competition ${answer.data.competition.score} of 100.` })
  }

  function filterBy(next: { group?: GroupFilter; text?: string }) {
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
    const keywords = target.map(({ keyword, score, popularity, competition, wordCount }) => ({
      keyword,
      score,
      popularity,
      competition,
      wordCount,
    }))
    setNotice(await saveKeywordList({ name: listName, seed: result.seed, keywords }))
  }

  return (
    <section aria-labelledby="keyword-results-title" className="flex flex-col gap-4">
      <ResultsHeader
        result={result}
        anyEstimated={keywords.some((row) => row.assumedCompetition !== undefined)}
        measurementsLeft={measurementsLeft}
      />
      <ResultsToolbar
        group={group}
        counts={counts}
        text={text}
        selected={chosen.length}
        shown={rows.length}
        onFilter={filterBy}
        onCopy={copy}
        onExport={() => downloadCsv(target, result.seed, fits)}
      />
      {canSave ? <SaveListForm name={listName} selected={chosen.length} shown={rows.length} onName={setListName} onSave={save} /> : null}
      {notice ? <FormAlert tone={notice.ok ? 'success' : 'error'}>{notice.message}</FormAlert> : null}
      {/* On a phone the table is wider than the screen: say so, or Measure and Analyze would go unseen. */}
      <p className="-mb-2 text-sm text-muted md:hidden" aria-hidden="true">
        Swipe the table sideways for competition, words, {fits ? 'fit, ' : ''}Measure and Analyze a title →
      </p>
      <div className="relative overflow-x-auto rounded-2xl border border-border">
        <KeywordTable
          rows={shown.items}
          caption={`Keyword ideas, sorted by ${sort.by}, rows ${shown.from} to ${shown.to} of ${shown.total}`}
          sort={sort}
          selected={selected}
          measuring={{ canMeasure: result.competitionUnavailable !== 'no-api-key', keyword: measuring, left: measurementsLeft, measure }}
          seoPath={seoPath}
          fits={fits}
          onSort={sortBy}
          onToggle={toggle}
        />
        {rows.length === 0 ? <p className="p-6 text-center text-muted">No keyword matches this filter.</p> : null}
      </div>
      {shown.pages > 1 ? <ResultsPager shown={shown} onPage={setPage} /> : null}
    </section>
  )
}
