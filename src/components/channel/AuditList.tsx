import Link from 'next/link'

import { EmptyState } from '@/components/blog/EmptyState'
import { ScoreBadge } from '@/components/seo-analyzer/SeoReportView'
import { cx } from '@/lib/cx'
import { formatDate, plural } from '@/lib/format'
import type { AuditedVideo } from '@/tools/channel/audit'

type Props = {
  channelId: number
  videos: AuditedVideo[]
  counts: { rule: string; count: number }[]
  labels: Record<string, string>
  rule?: string
}

/** The audited videos worst first, with a filter per failing rule and its count. */
export function AuditList({ channelId, videos, counts, labels, rule }: Props) {
  const base = `/dashboard/channel/audit?channel=${channelId}`
  return (
    <section aria-labelledby="audit-list-title" className="flex flex-col gap-3">
      <h2 id="audit-list-title" className="text-lg font-bold">
        {rule ? `${plural(videos.length, 'video')} fail “${labels[rule] ?? rule}”` : 'Every video, worst first'}
      </h2>
      {counts.length ? (
        <nav aria-label="Filter by failing check">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link href={base} aria-current={rule ? undefined : 'page'} className={chip(!rule)}>
                All videos
              </Link>
            </li>
            {counts.map(({ rule: id, count }) => (
              <li key={id}>
                <Link
                  href={`${base}&rule=${encodeURIComponent(id)}`}
                  aria-current={rule === id ? 'page' : undefined}
                  className={chip(rule === id)}
                >
                  {plural(count, 'video')}: {labels[id] ?? id}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {videos.length ? (
        <ul aria-label="Audited videos" className="divide-y divide-border rounded-2xl border border-border bg-card">
          {videos.map((video) => (
            <li key={video.videoId} className="flex items-center gap-3 px-4 py-3">
              <ScoreBadge score={video.seoScore ?? 0} size="sm" />
              <div className="min-w-0 flex-1">
                <Link
                  href={`/dashboard/channel/audit/${video.videoId}`}
                  className="block font-medium [overflow-wrap:anywhere] hover:underline"
                >
                  {video.title}
                </Link>
                <p className="text-sm text-muted">
                  {formatDate(video.publishedAt)} ·{' '}
                  {video.failingRules.length
                    ? `fails ${video.failingRules.map((id) => labels[id] ?? id).join(', ')}`
                    : 'passes every check'}
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          title="No videos audited yet"
          body="Run the audit: every public upload (the 500 newest) is scored with the SEO analyzer’s checks."
        />
      )}
    </section>
  )
}

const chip = (current: boolean) =>
  cx(
    'inline-block rounded-full border px-3 py-1.5 text-sm font-semibold',
    current ? 'border-accent bg-accent text-accent-fg' : 'border-border hover:bg-bg-subtle',
  )
