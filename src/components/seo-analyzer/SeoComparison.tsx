import { cx } from '@/lib/cx'
import { formatDate } from '@/lib/format'
import type { SeoReport as SeoReportDoc } from '@/payload-types'
import type { CheckStatus, SeoInput, SeoReport } from '@/tools/seo-analyzer/types'

import { ScoreBadge } from './SeoReportView'

const BADGE: Record<CheckStatus, string> = {
  pass: 'bg-success-soft text-success',
  warn: 'bg-warning-soft text-warning',
  fail: 'bg-danger-soft text-danger',
}
const WORD: Record<CheckStatus, string> = { pass: 'Pass', warn: 'Improve', fail: 'Fix' }

function Metadata({ input }: { input: SeoInput }) {
  return (
    <dl className="flex flex-col gap-3 text-sm">
      <div>
        <dt className="font-semibold">Title</dt>
        <dd>{input.title}</dd>
      </div>
      <div>
        <dt className="font-semibold">Description</dt>
        <dd className="line-clamp-6 whitespace-pre-line text-muted">{input.description || '—'}</dd>
      </div>
      <div>
        <dt className="font-semibold">Tags</dt>
        <dd className="text-muted">{input.tags.join(', ') || '—'}</dd>
      </div>
    </dl>
  )
}

/** Two saved reports side by side: both versions of the metadata, and every check's status in each. */
export function SeoComparison({ before, after }: { before: SeoReportDoc; after: SeoReportDoc }) {
  const reports = [before, after].map((doc) => ({ doc, report: doc.report as SeoReport, input: doc.input as SeoInput }))
  const ids = [...new Set(reports.flatMap(({ report }) => report.checks.map((check) => check.id)))]
  const label = (id: string) => reports.flatMap(({ report }) => report.checks).find((check) => check.id === id)?.label ?? id
  return (
    <section aria-labelledby="compare-title" className="flex flex-col gap-4">
      <h2 id="compare-title" className="text-lg font-bold">
        Comparing two versions
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {reports.map(({ doc, report, input }, index) => (
          <article key={doc.id} className="rounded-2xl border border-border bg-card p-5">
            <div className="flex items-center gap-4">
              <ScoreBadge score={report.score} size="sm" />
              <div>
                <p className="font-semibold">{index === 0 ? 'Version A' : 'Version B'}</p>
                <p className="text-sm text-muted">{formatDate(doc.createdAt)}</p>
              </div>
            </div>
            <div className="mt-4">
              <Metadata input={input} />
            </div>
          </article>
        ))}
      </div>
      <div className="relative overflow-x-auto rounded-2xl border border-border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Check results in version A and version B</caption>
          <thead className="bg-bg-subtle">
            <tr>
              <th scope="col" className="px-4 py-2">
                Check
              </th>
              <th scope="col" className="px-4 py-2">
                Version A
              </th>
              <th scope="col" className="px-4 py-2">
                Version B
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {ids.map((id) => (
              <tr key={id}>
                <th scope="row" className="px-4 py-2 font-medium">
                  {label(id)}
                </th>
                {reports.map(({ doc, report }) => {
                  const check = report.checks.find((item) => item.id === id)
                  return (
                    <td key={doc.id} className="px-4 py-2">
                      {check ? (
                        <span className={cx('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold', BADGE[check.status])}>
                          {WORD[check.status]}
                        </span>
                      ) : (
                        <span className="text-muted">—</span>
                      )}
                      {check ? <span className="ml-2 text-muted">{check.found}</span> : null}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
