import Link from 'next/link'

import { EmptyState } from '@/components/blog/EmptyState'
import { ScoreBadge } from '@/components/seo-analyzer/SeoReportView'
import { YouTubeImage } from '@/components/media/YouTubeImage'
import { formatDate, formatDateTime } from '@/lib/format'
import type { RecentUpload } from '@/lib/data/channel'

const count = (value: number | null | undefined) => (value ?? 0).toLocaleString('en-US')

/** The analyzer opened on this video, its details fetched from the link. */
const analyzerHref = (videoId: string) => `/dashboard/seo-analyzer?url=${encodeURIComponent(`https://www.youtube.com/watch?v=${videoId}`)}`

/** The newest uploads with their figures and SEO score, each opening the SEO analyzer on it. */
export function RecentUploads({ uploads, fetchedAt }: { uploads: RecentUpload[]; fetchedAt?: string | null }) {
  return (
    <section aria-labelledby="uploads-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="uploads-title" className="text-lg font-bold">
          Recent uploads
        </h2>
        {fetchedAt ? <p className="text-sm text-muted">As of {formatDateTime(fetchedAt)}</p> : null}
      </div>
      {uploads.length ? (
        <ul className="mt-3 divide-y divide-border rounded-2xl border border-border bg-card">
          {uploads.map((upload) => (
            <li key={upload.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              {upload.thumbnailUrl ? (
                <YouTubeImage
                  src={upload.thumbnailUrl}
                  alt=""
                  width={96}
                  height={54}
                  className="hidden h-[54px] w-24 rounded-md object-cover sm:block"
                />
              ) : null}
              <div className="min-w-0 flex-1 basis-48">
                <p className="font-medium [overflow-wrap:anywhere]">{upload.title}</p>
                <p className="text-sm text-muted">
                  {formatDate(upload.publishedAt)}
                  {upload.privacy && upload.privacy !== 'public' ? ` · ${upload.privacy}` : ''} · {count(upload.views)} views ·{' '}
                  {count(upload.likes)} likes · {count(upload.comments)} comments
                </p>
              </div>
              <ScoreBadge score={upload.seoScore ?? 0} size="sm" />
              <Link href={analyzerHref(upload.videoId)} className="text-sm font-semibold text-accent-text hover:underline">
                Analyze<span className="sr-only"> “{upload.title}” in the SEO analyzer</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-3">
          <EmptyState title="No uploads yet" body="When the channel publishes videos, they appear here with their SEO score." />
        </div>
      )}
    </section>
  )
}
