import { orderTotal } from '@/commerce/money'
import { STATUS_NEXT_STEPS, type OrderStatus } from '@/commerce/status'
import { describeTargeting, type Targeting } from '@/commerce/targeting'
import { formatDate } from '@/lib/format'
import type { Order } from '@/payload-types'

import { OrderStatusBadge } from './OrderStatusBadge'

/** The order as the customer bought it: video, package, audience, price, status and what happens next. */
export function OrderSummary({ order }: { order: Order }) {
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm text-muted">Order</p>
          <p className="text-xl font-extrabold tracking-tight">{order.number}</p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="rounded-lg bg-bg-subtle px-4 py-3">{STATUS_NEXT_STEPS[order.status as OrderStatus]}</p>
      <dl className="grid gap-3 sm:grid-cols-[9rem_1fr]">
        <dt className="font-semibold">Video</dt>
        <dd>
          <a href={order.video.url} className="text-accent-text hover:underline" rel="noopener noreferrer">
            {order.video.title ?? order.video.url}
          </a>
          {order.video.channel ? <span className="text-muted"> · {order.video.channel}</span> : null}
        </dd>
        <dt className="font-semibold">Campaign</dt>
        <dd>
          {order.item.serviceName}, {order.item.packageName}: {order.item.deliverable} (estimate) over {order.item.durationDays} days
        </dd>
        <dt className="font-semibold">Audience</dt>
        <dd>
          <ul>
            {describeTargeting(order.targeting as Targeting).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </dd>
        <dt className="font-semibold">Total</dt>
        <dd className="font-semibold tabular-nums">{orderTotal(order)}</dd>
        <dt className="font-semibold">Placed</dt>
        <dd>{formatDate(order.createdAt)}</dd>
      </dl>
    </div>
  )
}
