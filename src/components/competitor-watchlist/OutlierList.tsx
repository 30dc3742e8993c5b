import { YouTubeImage } from '@/components/media/YouTubeImage'
import { plural } from '@/lib/format'
import type { Outlier } from '@/lib/data/competitor-watchlist'
import { formatAge, formatScore } from '@/tools/competitor-watchlist/outlier'

const watchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${videoId}`

/** The week's outliers, best first: the packaging (thumbnail and title) that beat its channel's usual. */
export function OutlierList({ outliers, now }: { outliers: Outlier[]; now: Date }) {
  return (
    <ol aria-label="Outliers, best first" className="grid gap-4 sm:grid-cols-2">
      {outliers.map(({ video, channel }) => (
        <li key={video.id} className="flex flex-col overflow-hidden rounded-2xl border border-border bg-card">
          {video.thumbnailUrl ? (
            <YouTubeImage src={video.thumbnailUrl} alt="" width={320} height={180} className="aspect-video w-full object-cover" />
          ) : null}
          <div className="flex flex-1 flex-col gap-1 p-4">
            <p className="text-lg font-extrabold text-accent-text">{formatScore(video.outlierScore ?? 0)}</p>
            <a
              href={watchUrl(video.videoId)}
              className="font-semibold [overflow-wrap:anywhere] hover:underline"
              target="_blank"
              rel="noopener noreferrer"
            >
              {video.title}
              <span className="sr-only"> (opens YouTube)</span>
            </a>
            <p className="text-sm text-muted [overflow-wrap:anywhere]">
              {channel.title} · {plural(video.views, 'view')} · {formatAge(video.publishedAt, now)}
            </p>
          </div>
        </li>
      ))}
    </ol>
  )
}
