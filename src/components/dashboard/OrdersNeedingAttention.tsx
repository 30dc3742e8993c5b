import Link from 'next/link'
import type React from 'react'

import { OrderStatusBadge } from '@/components/commerce/OrderStatusBadge'
import { buttonClass } from '@/components/ui/button'
import { STATUS_NEXT_STEPS } from '@/commerce/status'
import type { Overview, OverviewOrders } from '@/lib/data/overview'
import { formatDate } from '@/lib/format'

function OrderList({ orders }: { orders: OverviewOrders['docs'] }) {
  return (
    <ul className="mt-4 flex flex-col divide-y divide-border rounded-2xl border border-border bg-card">
      {orders.map((order) => (
        <li key={order.id} className="flex flex-col gap-1 px-4 py-3 sm:px-5">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Link
              href={`/dashboard/my-orders/${order.number}`}
              className="font-semibold whitespace-nowrap text-accent-text hover:underline"
            >
              {order.number}
            </Link>
            <OrderStatusBadge status={order.status} />
            <span className="text-sm text-muted">{formatDate(order.createdAt)}</span>
          </div>
          <p className="text-sm">
            {order.item.serviceName}, {order.item.packageName}
            {order.video.title ? <span className="text-muted"> · {order.video.title}</span> : null}
          </p>
          <p className="text-sm text-muted">{STATUS_NEXT_STEPS[order.status]}</p>
        </li>
      ))}
    </ul>
  )
}

function OrderSection({ id, title, orders, children }: { id: string; title: string; orders: OverviewOrders; children?: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        {orders.total > orders.docs.length ? (
          <Link href="/dashboard/my-orders" className="text-sm font-semibold text-accent-text hover:underline">
            All {orders.total} in My orders
          </Link>
        ) : null}
      </div>
      {orders.docs.length ? <OrderList orders={orders.docs} /> : children}
    </section>
  )
}

/**
 * Unpaid orders (the customer has something to do) apart from campaigns in progress (they only wait),
 * so "needing attention" never lists an order that needs nothing; a plain sentence when there are none.
 */
export function OrdersNeedingAttention({ overview }: { overview: Overview }) {
  const { attention, inProgress, orderCount } = overview
  return (
    <>
      <OrderSection id="attention-title" title="Orders needing attention" orders={attention}>
        {orderCount ? (
          <p className="mt-3 text-muted">
            Nothing needs your attention: none of your {orderCount} orders is waiting for a payment.{' '}
            <Link href="/dashboard/my-orders" className="font-semibold text-accent-text hover:underline">
              See all orders
            </Link>
          </p>
        ) : (
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <p className="text-muted">No orders yet. Promote a video as real ads and follow the campaign here.</p>
            <Link href="/promote-video" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
              Promote a video
            </Link>
          </div>
        )}
      </OrderSection>
      {inProgress.docs.length ? <OrderSection id="in-progress-title" title="Campaigns in progress" orders={inProgress} /> : null}
    </>
  )
}
