import { notFound } from 'next/navigation'

import { PrintedDocument } from '@/components/commerce/PrintedDocument'
import { orderTotal } from '@/commerce/money'
import { paymentMethodLabel } from '@/commerce/payment-methods'
import { isPaid, payingAttempt } from '@/commerce/status'
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
  const payment = payingAttempt(order) ?? order.payments?.find((p) => p.status === 'refunded')
  const total = orderTotal(order)
  return (
    <PrintedDocument
      title="Receipt"
      details={
        <>
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
        </>
      }
      line={{
        caption: 'Items',
        heading: 'Item',
        description: (
          <>
            {order.item.serviceName}, {order.item.packageName}: {order.item.deliverable} (estimate), {order.item.durationDays} days
            <br />
            <span className="text-muted">Video: {order.video.title ?? order.video.url}</span>
          </>
        ),
        amount: total,
      }}
      total={{ label: 'Total', amount: total }}
    />
  )
}
