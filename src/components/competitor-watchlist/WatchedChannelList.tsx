import { YouTubeImage } from '@/components/media/YouTubeImage'
import { buttonClass } from '@/components/ui/button'
import { formatDateTime, plural } from '@/lib/format'
import { removeWatchedChannelAction } from '@/lib/services/competitor-watchlist/actions'
import type { WatchedChannel } from '@/payload-types'

function readLine(channel: WatchedChannel): string {
  if (channel.status === 'gone') return 'Gone from YouTube (deleted or terminated): no longer read.'
  return channel.readAt ? `Uploads read ${formatDateTime(channel.readAt)}` : 'First read under way'
}

/** The watched channels with their figures and a remove button each (a form: works without JavaScript). */
export function WatchedChannelList({ channels }: { channels: WatchedChannel[] }) {
  return (
    <ul aria-label="Watched channels" className="divide-y divide-border rounded-2xl border border-border bg-card">
      {channels.map((channel) => (
        <li key={channel.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
          {channel.avatarUrl ? (
            <YouTubeImage src={channel.avatarUrl} alt="" width={40} height={40} className="h-10 w-10 rounded-full" />
          ) : null}
          <div className="min-w-0 flex-1 basis-40">
            <p className="font-semibold [overflow-wrap:anywhere]">{channel.title}</p>
            <p className="text-sm text-muted [overflow-wrap:anywhere]">
              {[channel.handle, channel.subscribers == null ? 'subscribers hidden' : plural(channel.subscribers, 'subscriber')]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <p className={channel.status === 'gone' ? 'text-sm font-medium text-danger' : 'text-sm text-muted'}>{readLine(channel)}</p>
          </div>
          <form action={removeWatchedChannelAction}>
            <input type="hidden" name="watchedChannel" value={channel.id} />
            <button type="submit" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
              Remove<span className="sr-only"> “{channel.title}”</span>
            </button>
          </form>
        </li>
      ))}
    </ul>
  )
}
