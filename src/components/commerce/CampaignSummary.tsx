import type { ReactNode } from 'react'

import { describeTargeting, type Targeting } from '@/commerce/targeting'
import { YouTubeImage } from '@/components/media/YouTubeImage'
import type { Order } from '@/payload-types'

type Props = {
  video: { url: string; title?: string | null; channel?: string | null; thumbnailUrl?: string | null }
  item: Pick<Order['item'], 'serviceName' | 'packageName' | 'deliverable' | 'durationDays'>
  targeting: Targeting
  total: string
  /** More rows (`<dt>`/`<dd>` pairs) after the total, such as the date an order was placed. */
  children?: ReactNode
}

/** A campaign as the customer chose it: the wizard's review, the checkout and the order page all show this. */
export function CampaignSummary({ video, item, targeting, total, children }: Props) {
  return (
    <dl className="grid gap-3 sm:grid-cols-[9rem_1fr]">
      <dt className="font-semibold">Video</dt>
      <dd className="flex min-w-0 items-center gap-3">
        {video.thumbnailUrl ? (
          <YouTubeImage
            src={video.thumbnailUrl}
            alt=""
            width={120}
            height={68}
            className="h-[68px] w-[120px] shrink-0 rounded-lg object-cover"
          />
        ) : null}
        <span className="min-w-0">
          <a href={video.url} className="break-words text-accent-text hover:underline" rel="noopener noreferrer">
            {video.title || video.url}
          </a>
          {video.channel ? <span className="block text-sm text-muted">{video.channel}</span> : null}
        </span>
      </dd>
      <dt className="font-semibold">Campaign</dt>
      <dd>
        {item.serviceName}, {item.packageName}: {item.deliverable} (estimate) over {item.durationDays} days
      </dd>
      <dt className="font-semibold">Audience</dt>
      <dd>
        <ul>
          {describeTargeting(targeting).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </dd>
      <dt className="font-semibold">Total</dt>
      <dd className="text-xl font-extrabold tabular-nums">{total}</dd>
      {children}
    </dl>
  )
}
