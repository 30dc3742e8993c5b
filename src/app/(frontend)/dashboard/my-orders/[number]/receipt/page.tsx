import { notFound } from 'next/navigation'

import { PrintButton } from '@/components/commerce/PrintButton'
import { orderTotal } from '@/commerce/money'
import { paymentMethodLabel } from '@/commerce/payment-methods'
import { isPaid } from '@/commerce/status'
import { getMyOrder } from '@/lib/data/commerce/orders'
import { requireUser } from '@/lib/data/session'
import { formatDate } from '@/lib/format'

type Props = { params: Promise<{ number: string }> }

export async function generateMetadata({ params }: Props) {
  return { title: `Receipt for order ${(await params).number}` }
}

/** A receipt for a paid order, laid out to print cleanly. */
export default async function ReceiptPage({ params }: Props) {
  const { number } = await params
  const user = await requireUser(`/dashboard/my-orders/${number}/receipt`)
  const order = await getMyOrder(user, number)
  if (!order || !isPaid(order.status)) notFound()
  const paidAt = order.statusHistory?.find((entry) => entry.status === 'paid')?.at ?? order.createdAt
  // The attempt that paid the order (refunded with it, when staff refunded it), never a duplicate refunded automatically.
  const payments = order.payments ?? []
  const payment =
    payments.find((p) => p.status === 'paid') ??
    payments.find((p) => p.status === 'refunded' && p.refundReference === order.refund?.reference) ??
    payments.find((p) => p.status === 'refunded')
  const total = orderTotal(order)
  return (
    <article className="mx-auto max-w-2xl rounded-2xl border border-border bg-card p-8 print:border-0 print:p-0">
      <header className="flex items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-extrabold">Receipt</h1>
          <p className="text-muted">TubeLift Ltd. · support@tubelift.dev</p>
        </div>
        <PrintButton />
      </header>
      <dl className="mt-6 grid grid-cols-[10rem_1fr] gap-2 text-sm">
        <dt className="font-semibold">Order</dt>
        <dd>{order.number}</dd>
        <dt className="font-semibold">Paid on</dt>
        <dd>{formatDate(paidAt)}</dd>
        <dt className="font-semibold">Billed to</dt>
        <dd>
          {order.customerName}
          <br />
          {order.customerEmail}
        </dd>
        <dt className="font-semibold">Payment</dt>
        <dd>
          {payment ? paymentMethodLabel(payment.provider, payment.method) : 'Paid'}
          {payment?.reference ? ` · ${payment.reference}` : ''}
        </dd>
        {order.status === 'refunded' ? (
          <>
            <dt className="font-semibold">Refunded</dt>
            <dd>{order.refund?.at ? formatDate(order.refund.at) : 'Yes'}</dd>
          </>
        ) : null}
      </dl>
      <table className="mt-8 w-full text-left text-sm">
        <caption className="sr-only">Items</caption>
        <thead className="border-b border-border">
          <tr>
            <th scope="col" className="py-2">
              Item
            </th>
            <th scope="col" className="py-2 text-right">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-border">
            <td className="py-3">
              {order.item.serviceName}, {order.item.packageName}: {order.item.deliverable} (estimate), {order.item.durationDays} days
              <br />
              <span className="text-muted">Video: {order.video.title ?? order.video.url}</span>
            </td>
            <td className="py-3 text-right tabular-nums">{total}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-3">
              Total
            </th>
            <td className="py-3 text-right text-lg font-extrabold tabular-nums">{total}</td>
          </tr>
        </tfoot>
      </table>
    </article>
  )
}
