import Link from 'next/link'

import { EmptyState } from '@/components/blog/EmptyState'
import { ThumbnailDownloader } from '@/components/thumbnail-downloader/ThumbnailDownloader'
import { DashboardToolPage } from '@/components/tools/ToolPage'
import { requireUser } from '@/lib/data/session'
import { listThumbnailLookups } from '@/lib/data/thumbnail-downloader'
import { formatDate } from '@/lib/format'
import { watchUrl } from '@/tools/youtube/video-id'

export const metadata = { title: 'Thumbnail downloader' }

export default async function DashboardThumbnailDownloaderPage() {
  const user = await requireUser('/dashboard/thumbnail-downloader')
  const history = await listThumbnailLookups(user)
  return (
    <DashboardToolPage
      title="Thumbnail downloader"
      intro="Every thumbnail size of any video, with a history of what you looked up."
      aside={
        <section aria-labelledby="history-title">
          <h2 id="history-title" className="text-lg font-bold">
            Recently looked up
          </h2>
          {history.length ? (
            <ul className="mt-3 divide-y divide-border rounded-2xl border border-border bg-card">
              {history.map((entry) => (
                <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                  <div className="min-w-0">
                    <p className="truncate font-medium">{entry.title}</p>
                    <p className="text-sm text-muted">
                      {entry.channel} · {formatDate(entry.createdAt)}
                    </p>
                  </div>
                  <Link
                    href={`/dashboard/thumbnail-downloader?url=${encodeURIComponent(watchUrl(entry.videoId))}`}
                    className="text-sm font-semibold text-accent-text hover:underline"
                  >
                    Show thumbnails
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-3">
              <EmptyState
                title="No lookups yet"
                body="Paste a video link above: the videos you look up are listed here so you can come back to them."
              />
            </div>
          )}
        </section>
      }
    >
      <ThumbnailDownloader makerPath="/dashboard/thumbnail-maker" saved />
    </DashboardToolPage>
  )
}
