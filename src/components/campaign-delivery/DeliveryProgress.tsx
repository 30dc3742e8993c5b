import Link from 'next/link'

import { isPaid, type OrderStatus } from '@/commerce/status'
import { buttonClass } from '@/components/ui/button'
import type { OrderDelivery } from '@/lib/data/campaign-delivery'
import { cx } from '@/lib/cx'
import type { Order } from '@/payload-types'
import { countsViews, PACE_LABELS } from '@/tools/campaign-delivery/progress'

import { CompletionShortfall } from './CompletionShortfall'
import { DeliveryChart } from './DeliveryChart'
import { DeliveryTable } from './DeliveryTable'

const n = (value: number) => value.toLocaleString('en-US')

/** Whether the order has reached the point where delivery is worth showing. */
export const showsDelivery = (order: Order) => isPaid(order.status as OrderStatus) && order.status !== 'refunded'

/** The campaign's progress on the customer's order page: promise, days left, pace, chart and table. */
export function DeliveryProgress({ order, delivery }: { order: Order; delivery: OrderDelivery }) {
  const { progress, chart, trackingEnabled, dates } = delivery
  const target = progress.target
  const views = countsViews(target)
  const percent = Math.min(100, progress.percent ?? 0)
  const finished = progress.pace === 'finished'
  return (
    <section aria-labelledby="delivery-title" className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-4 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="delivery-title" className="text-lg font-bold">
          Campaign delivery
        </h2>
        {dates.startedAt ? (
          <p
            className={cx(
              'rounded-full px-3 py-0.5 text-sm font-semibold text-fg',
              progress.pace === 'behind' ? 'bg-warning-soft' : 'bg-success-soft',
            )}
          >
            Pace: {PACE_LABELS[progress.pace].toLowerCase()}
          </p>
        ) : null}
      </div>
      {views && target ? (
        <div className="flex flex-col gap-2">
          <p>
            <span className="text-2xl font-extrabold tabular-nums">{n(progress.delivered)}</span> views delivered of the {n(target.min)}–
            {n(target.max)} the package aims for
          </p>
          <div
            role="progressbar"
            aria-label="Views delivered against the package’s low end"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${progress.percent ?? 0}% of ${n(target.min)} views`}
            className="h-3 overflow-hidden rounded-full bg-bg-subtle ring-1 ring-border"
          >
            <div className="h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
          </div>
        </div>
      ) : (
        <p>
          <span className="text-2xl font-extrabold tabular-nums">{n(progress.delivered)}</span> ad views delivered so far; the package aims
          for {order.item.deliverable}.
        </p>
      )}
      <CompletionShortfall order={order} delivered={progress.delivered} />
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted">{finished ? 'Campaign ran' : 'Campaign day'}</dt>
          <dd className="font-semibold">
            {progress.day === null
              ? 'Not started yet'
              : `${progress.day} of ${order.item.durationDays}${finished ? (order.item.durationDays === 1 ? ' day' : ' days') : ''}`}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Days left</dt>
          <dd className="font-semibold">
            {progress.daysLeft === null ? `${order.item.durationDays} (from launch)` : finished ? 'None: completed' : progress.daysLeft}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Impressions</dt>
          <dd className="font-semibold tabular-nums">{n(delivery.totals.impressions)}</dd>
        </div>
      </dl>
      {trackingEnabled ? null : (
        <p className="rounded-lg bg-warning-soft px-4 py-3 text-sm">
          View tracking is off: this site has no YouTube API key, so YouTube’s public counter is not recorded next to the delivery.
        </p>
      )}
      {chart.length ? (
        <>
          <DeliveryChart days={chart} caption="Views per day" />
          <DeliveryTable days={chart} caption="Delivered views and YouTube’s public counter per day" />
        </>
      ) : (
        <p className="rounded-lg border border-dashed border-border-strong bg-bg-subtle px-4 py-6 text-center text-muted">
          Nothing recorded yet. The first figures appear once the ads have run for a day
          {trackingEnabled ? ', and YouTube’s counter is recorded daily from payment' : ''}.
        </p>
      )}
      <Link href={`/dashboard/my-orders/${order.number}/report`} className={buttonClass({ variant: 'secondary', className: 'self-start' })}>
        Open the campaign report
      </Link>
    </section>
  )
}
