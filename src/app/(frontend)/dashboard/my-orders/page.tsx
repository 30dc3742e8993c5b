import Link from 'next/link'

import { EmptyState } from '@/components/blog/EmptyState'
import { OrderStatusBadge } from '@/components/commerce/OrderStatusBadge'
import { buttonClass } from '@/components/ui/button'
import { orderTotal } from '@/commerce/money'
import { listMyOrders } from '@/lib/data/orders'
import { requireUser } from '@/lib/data/session'
import { formatDate } from '@/lib/format'

export const metadata = { title: 'My orders' }

export default async function MyOrdersPage() {
  const user = await requireUser('/dashboard/my-orders')
  const orders = await listMyOrders(user)
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">My orders</h1>
          <p className="mt-1 text-muted">Every promotion you ordered, with its status.</p>
        </div>
        <Link href="/promote-video" className={buttonClass({ size: 'sm' })}>
          Promote a video
        </Link>
      </header>
      {orders.length ? (
        <div className="overflow-x-auto rounded-2xl border border-border">
          <table className="stack-table w-full text-left text-sm sm:min-w-[40rem]">
            <caption className="sr-only">Your orders, newest first</caption>
            <thead className="bg-bg-subtle">
              <tr>
                <th scope="col" className="px-4 py-2">
                  Order
                </th>
                <th scope="col" className="px-4 py-2">
                  Campaign
                </th>
                <th scope="col" className="px-4 py-2">
                  Status
                </th>
                <th scope="col" className="px-4 py-2 text-right">
                  Amount
                </th>
                <th scope="col" className="px-4 py-2">
                  Placed
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border bg-card">
              {orders.map((order) => (
                <tr key={order.id}>
                  <th scope="row" className="px-4 py-3 font-semibold">
                    <Link href={`/dashboard/my-orders/${order.number}`} className="text-accent-text hover:underline">
                      {order.number}
                    </Link>
                  </th>
                  <td className="px-4 py-3">
                    <p className="font-medium">
                      {order.item.serviceName}, {order.item.packageName}
                    </p>
                    <p className="line-clamp-1 text-muted">{order.video.title ?? order.video.url}</p>
                  </td>
                  <td className="px-4 py-3">
                    <OrderStatusBadge status={order.status} />
                  </td>
                  <td className="px-4 py-3 text-right tabular-nums">{orderTotal(order)}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatDate(order.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <EmptyState title="No orders yet" body="When you promote a video, the order and its progress show up here." href="/promote-video" action="Promote a video" />
      )}
    </div>
  )
}
