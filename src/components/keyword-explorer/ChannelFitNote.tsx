import Link from 'next/link'

import type { FitChannel } from '@/lib/data/channel'
import { compactCount } from '@/tools/keyword-explorer/fit'

function sizeInWords({ size, uploadsCounted }: FitChannel): string {
  const parts = [
    size.subscribers === null ? 'subscribers hidden' : `${compactCount(size.subscribers)} subscribers`,
    size.medianViews === null
      ? 'no public uploads yet'
      : `a median of ${compactCount(size.medianViews)} views over its ${uploadsCounted} newest uploads`,
  ]
  return parts.join(', ')
}

/**
 * Which channel the keyword explorer fits keywords to, and how; without one, where to connect it
 * (decision 020, "Keyword fit").
 */
export function ChannelFitNote({ channel }: { channel: FitChannel | null }) {
  if (!channel)
    return (
      <p className="text-sm text-muted">
        <Link href="/dashboard/channel" className="font-semibold text-accent-text hover:underline">
          Connect your channel to see which keywords fit it
        </Link>
      </p>
    )
  return (
    <p className="rounded-xl border border-border bg-bg-subtle px-4 py-3 text-sm">
      Fitting keywords to <strong className="[overflow-wrap:anywhere]">{channel.title}</strong>
      {channel.demo ? ' (demo channel)' : ''}: {sizeInWords(channel)}. Each keyword is marked good fit, stretch or out of reach against the
      channels and views of its top results, with the reason.{' '}
      <Link href={`/dashboard/channel?channel=${channel.id}`} className="font-semibold text-accent-text hover:underline">
        Your channel
      </Link>
    </p>
  )
}
