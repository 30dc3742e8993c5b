import Link from 'next/link'
import { redirect } from 'next/navigation'

import { EmptyState } from '@/components/blog/EmptyState'
import { Pagination } from '@/components/blog/Pagination'
import { OrderStatusBadge } from '@/components/commerce/OrderStatusBadge'
import { buttonClass } from '@/components/ui/button'
import { orderTotal } from '@/commerce/money'
import { listMyOrders } from '@/lib/data/commerce/orders'
import { requireUser } from '@/lib/data/session'
import { formatDate } from '@/lib/format'
import { parsePageParam } from '@/lib/blog/pagination'
import { firstParam } from '@/lib/http/search-params'

export const metadata = { title: 'My orders' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const pageHref = (page: number) => (page > 1 ? `/dashboard/my-orders?page=${page}` : '/dashboard/my-orders')

export default async function MyOrdersPage({ searchParams }: Props) {
  const requested = parsePageParam(firstParam((await searchParams).page) ?? '1')
  const user = await requireUser('/dashboard/my-orders')
  if (requested.kind === 'invalid') redirect(pageHref(1))
  const { orders, page, totalPages, totalOrders } = await listMyOrders(user, requested.kind === 'page' ? requested.page : 1)
  // A page past the end (orders were cancelled and anonymised, or a stale link): the last real one.
  if (!orders.length && page > 1) redirect(pageHref(totalPages))
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">My orders</h1>
          <p className="mt-1 text-muted">
            {totalOrders > orders.length
              ? `All ${totalOrders} promotions you ordered, newest first, with their status.`
              : 'Every promotion you ordered, with its status.'}
          </p>
        </div>
        <Link href="/promote-video" className={buttonClass({ size: 'sm' })}>
          Promote a video
        </Link>
      </header>
      {orders.length ? (
        <>
          <div className="rounded-2xl border border-border">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">
                {totalPages > 1 ? `Your orders, newest first: page ${page} of ${totalPages}` : 'Your orders, newest first'}
              </caption>
              <thead className="bg-bg-subtle">
                <tr>
                  <th scope="col" className="px-3 py-2 sm:px-4">
                    Order
                  </th>
                  <th scope="col" className="hidden px-4 py-2 sm:table-cell">
                    Campaign
                  </th>
                  <th scope="col" className="px-3 py-2 sm:px-4">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-2 text-right sm:px-4">
                    Amount
                  </th>
                  <th scope="col" className="hidden px-4 py-2 md:table-cell">
                    Placed
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border bg-card">
                {orders.map((order) => (
                  <tr key={order.id}>
                    <th scope="row" className="px-3 py-3 align-top font-semibold sm:px-4">
                      <Link href={`/dashboard/my-orders/${order.number}`} className="text-accent-text underline md:whitespace-nowrap">
                        {order.number}
                      </Link>
                      {/* On narrow screens the campaign and date sit under the number instead of in their own columns. */}
                      <span className="mt-1 block font-normal sm:hidden">
                        {order.item.serviceName}, {order.item.packageName}
                      </span>
                      <span className="block font-normal text-muted md:hidden">{formatDate(order.createdAt)}</span>
                    </th>
                    <td className="hidden px-4 py-3 align-top sm:table-cell">
                      <p className="font-medium">
                        {order.item.serviceName}, {order.item.packageName}
                      </p>
                      <p className="line-clamp-1 break-all text-muted">{order.video.title ?? order.video.url}</p>
                    </td>
                    <td className="px-3 py-3 align-top sm:px-4">
                      <OrderStatusBadge status={order.status} />
                    </td>
                    <td className="px-3 py-3 text-right align-top tabular-nums sm:px-4">{orderTotal(order)}</td>
                    <td className="hidden px-4 py-3 align-top whitespace-nowrap md:table-cell">{formatDate(order.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} totalPages={totalPages} hrefFor={pageHref} label="Pages of your orders" />
        </>
      ) : (
        <EmptyState
          title="No orders yet"
          body="When you promote a video, the order and its progress show up here."
          href="/promote-video"
          action="Promote a video"
        />
      )}
    </div>
  )
}
