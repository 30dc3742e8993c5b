import Link from 'next/link'

import { cx } from '@/lib/cx'
import type { ChannelListItem } from '@/lib/data/channel'

/** With several channels connected: one link each, the shown one marked as current. */
export function ChannelSwitcher({
  channels,
  currentId,
  path = '/dashboard/channel',
}: {
  channels: ChannelListItem[]
  currentId: number
  path?: string
}) {
  return (
    <nav aria-label="Your channels">
      <ul className="flex flex-wrap gap-2">
        {channels.map((channel) => (
          <li key={channel.id}>
            <Link
              href={`${path}?channel=${channel.id}`}
              aria-current={channel.id === currentId ? 'page' : undefined}
              className={cx(
                'inline-block max-w-[16rem] truncate rounded-full border px-3 py-1.5 text-sm font-semibold',
                channel.id === currentId ? 'border-accent bg-accent text-accent-fg' : 'border-border hover:bg-bg-subtle',
              )}
            >
              {channel.title}
              {channel.status === 'needs_reconnect' ? ' (reconnect)' : ''}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
