import Link from 'next/link'

import { EmptyState } from '@/components/blog/EmptyState'
import { FormAlert } from '@/components/forms/FormAlert'
import { DeleteSavedButton } from '@/components/tools/DeleteSavedButton'
import { SeoAnalyzer } from '@/components/seo-analyzer/SeoAnalyzer'
import { SeoComparison } from '@/components/seo-analyzer/SeoComparison'
import { ScoreBadge, SeoReportView } from '@/components/seo-analyzer/SeoReportView'
import { DashboardToolPage } from '@/components/tools/ToolPage'
import { buttonClass } from '@/components/ui/button'
import { requireUser } from '@/lib/data/session'
import { getSeoReport, listSeoReports } from '@/lib/data/seo-analyzer'
import { formatDate } from '@/lib/format'
import type { SeoReport } from '@/tools/seo-analyzer/types'
import { allParams, type SearchParam } from '@/lib/http/search-params'

export const metadata = { title: 'SEO analyzer' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const list = (value: SearchParam) => allParams(value).filter((id) => /^[\w-]{1,40}$/.test(id))

export default async function DashboardSeoAnalyzerPage({ searchParams }: Props) {
  const user = await requireUser('/dashboard/seo-analyzer')
  const params = await searchParams
  const compareIds = list(params.compare).slice(0, 2)
  const [reports, compared, opened] = await Promise.all([
    listSeoReports(user),
    compareIds.length === 2 ? Promise.all(compareIds.map((id) => getSeoReport(user, id))) : Promise.resolve(null),
    list(params.report)[0] ? getSeoReport(user, list(params.report)[0]!) : Promise.resolve(null),
  ])
  const comparison = compared?.[0] && compared[1] ? { before: compared[0], after: compared[1] } : null
  return (
    <DashboardToolPage
      title="SEO analyzer"
      intro="Score a video’s metadata. Every report is saved here, and any two can be compared side by side."
    >
      {comparison ? <SeoComparison before={comparison.before} after={comparison.after} /> : null}
      {compareIds.length && !comparison ? <FormAlert tone="error">Choose two of your reports to compare.</FormAlert> : null}
      {opened ? (
        <section aria-labelledby="opened-title" className="flex flex-col gap-3">
          <h2 id="opened-title" className="text-lg font-bold">
            Saved report: “{opened.title}”
          </h2>
          <SeoReportView report={opened.report as SeoReport} />
        </section>
      ) : null}

      <SeoAnalyzer promotePath="/promote-video" saved />

      <section aria-labelledby="reports-title">
        <h2 id="reports-title" className="text-lg font-bold">
          Your reports
        </h2>
        {reports.length ? (
          <form action="/dashboard/seo-analyzer" method="get" className="mt-3 flex flex-col gap-3">
            <ul className="divide-y divide-border rounded-2xl border border-border bg-card">
              {reports.map((report) => (
                <li key={report.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                  <input
                    type="checkbox"
                    name="compare"
                    value={String(report.id)}
                    aria-label={`Compare “${report.title}” (${formatDate(report.createdAt)})`}
                    className="h-4 w-4 accent-[var(--accent)]"
                  />
                  <ScoreBadge score={report.score} size="sm" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium">{report.title}</p>
                    <p className="text-sm text-muted">
                      {report.keyword ? `“${report.keyword}” · ` : ''}
                      {formatDate(report.createdAt)}
                    </p>
                  </div>
                  <Link
                    href={`/dashboard/seo-analyzer?report=${report.id}`}
                    className="text-sm font-semibold text-accent-text hover:underline"
                  >
                    Open<span className="sr-only"> the report for “{report.title}”</span>
                  </Link>
                  <DeleteSavedButton
                    collection="seo-reports"
                    id={report.id}
                    path="/dashboard/seo-analyzer"
                    label={`the report for “${report.title}”`}
                  />
                </li>
              ))}
            </ul>
            <button type="submit" className={buttonClass({ variant: 'secondary', size: 'sm', className: 'self-start' })}>
              Compare the two selected
            </button>
          </form>
        ) : (
          <div className="mt-3">
            <EmptyState
              title="No reports yet"
              body="Analyze a video above: each report is saved here so you can track changes to its metadata."
            />
          </div>
        )}
      </section>
    </DashboardToolPage>
  )
}
