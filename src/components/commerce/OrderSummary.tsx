import { orderTotal } from '@/commerce/money'
import { STATUS_NEXT_STEPS, type OrderStatus } from '@/commerce/status'
import type { Targeting } from '@/commerce/targeting'
import { formatDate } from '@/lib/format'
import type { Order } from '@/payload-types'

import { CampaignSummary } from './CampaignSummary'
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
      <CampaignSummary video={order.video} item={order.item} targeting={order.targeting as Targeting} total={orderTotal(order)}>
        <dt className="font-semibold">Placed</dt>
        <dd>{formatDate(order.createdAt)}</dd>
      </CampaignSummary>
    </div>
  )
}
