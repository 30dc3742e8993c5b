import { cx } from '@/lib/cx'
import type { Check, CheckCategory, CheckStatus, SeoReport } from '@/tools/seo-analyzer/types'

const STATUS: Record<CheckStatus, { label: string; icon: string; className: string }> = {
  pass: { label: 'Pass', icon: '✓', className: 'bg-success-soft text-success' },
  warn: { label: 'Improve', icon: '!', className: 'bg-warning-soft text-warning' },
  fail: { label: 'Fix', icon: '✕', className: 'bg-danger-soft text-danger' },
}

const CATEGORY_LABEL: Record<CheckCategory, string> = {
  title: 'Title',
  description: 'Description',
  tags: 'Tags',
  hashtags: 'Hashtags',
  chapters: 'Chapters',
  engagement: 'Engagement',
  keyword: 'Keyword use',
  video: 'Video',
}

export function scoreTone(score: number) {
  return score >= 80 ? 'text-success' : score >= 50 ? 'text-warning' : 'text-danger'
}

export function ScoreBadge({ score, size = 'lg' }: { score: number; size?: 'lg' | 'sm' }) {
  const radius = 42
  const circumference = 2 * Math.PI * radius
  return (
    <div className={cx('relative shrink-0', size === 'lg' ? 'h-28 w-28' : 'h-14 w-14')}>
      <svg viewBox="0 0 100 100" className="h-full w-full -rotate-90" aria-hidden="true">
        <circle cx="50" cy="50" r={radius} fill="none" strokeWidth="10" className="stroke-border" />
        <circle
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          stroke="currentColor"
          strokeDasharray={`${(score / 100) * circumference} ${circumference}`}
          className={scoreTone(score)}
        />
      </svg>
      <span
        className={cx(
          'absolute inset-0 flex items-center justify-center font-extrabold tabular-nums',
          size === 'lg' ? 'text-3xl' : 'text-base',
        )}
      >
        {score}
        <span className="sr-only"> out of 100</span>
      </span>
    </div>
  )
}

function CheckItem({ check }: { check: Check }) {
  const status = STATUS[check.status]
  return (
    <li className="flex gap-3 py-4" data-check={check.id} data-status={check.status}>
      <span
        aria-hidden="true"
        className={cx('mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm font-bold', status.className)}
      >
        {status.icon}
      </span>
      <div className="min-w-0">
        <p className="font-semibold">
          {check.label} <span className="sr-only">: {status.label}</span>
        </p>
        <p className="mt-0.5 text-[0.95rem]">{check.found}</p>
        <p className="mt-1 text-sm text-muted">{check.why}</p>
        {check.fix ? (
          <p className="mt-2 rounded-lg bg-bg-subtle px-3 py-2 text-sm">
            <span className="font-semibold">How to fix: </span>
            {check.fix}
          </p>
        ) : null}
      </div>
    </li>
  )
}

/** The score and the checklist, grouped by what they check, problems first. */
export function SeoReportView({ report }: { report: SeoReport }) {
  const order: CheckStatus[] = ['fail', 'warn', 'pass']
  const categories = [...new Set(report.checks.map((check) => check.category))]
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-6 rounded-2xl border border-border bg-card p-6">
        <ScoreBadge score={report.score} />
        <div>
          <p className="text-lg font-bold">SEO score {report.score}/100</p>
          <p className="text-muted">
            {report.counts.fail} to fix · {report.counts.warn} to improve · {report.counts.pass} passed
          </p>
        </div>
      </div>
      {categories.map((category) => (
        <section key={category} aria-labelledby={`checks-${category}`} className="rounded-2xl border border-border bg-card px-6">
          <h3 id={`checks-${category}`} className="pt-5 text-base font-bold">
            {CATEGORY_LABEL[category]}
          </h3>
          <ul className="divide-y divide-border">
            {report.checks
              .filter((check) => check.category === category)
              .sort((a, b) => order.indexOf(a.status) - order.indexOf(b.status))
              .map((check) => (
                <CheckItem key={check.id} check={check} />
              ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
