import { notFound } from 'next/navigation'

import { PrintedDocument } from '@/components/commerce/PrintedDocument'
import { formatMoney, orderTotal, type Currency } from '@/commerce/money'
import { paymentMethodLabel } from '@/commerce/payment-methods'
import { REFUND_RULE_LABELS } from '@/commerce/refund-rules'
import { payingAttempt } from '@/commerce/status'
import { getMyOrder } from '@/lib/data/commerce/orders'
import { getMyCreditNote } from '@/lib/data/commerce/refunds'
import { requireUser } from '@/lib/data/session'
import { formatDate } from '@/lib/format'

type Props = { params: Promise<{ number: string; refund: string }> }

export async function generateMetadata({ params }: Props) {
  return { title: `Credit note ${(await params).refund}` }
}

/** A credit note for a refund, printed like the receipt. */
export default async function CreditNotePage({ params }: Props) {
  const { number, refund: refundNumber } = await params
  const user = await requireUser(`/dashboard/my-orders/${number}/credit-notes/${refundNumber}`)
  const order = await getMyOrder(user, number)
  const refund = order && (await getMyCreditNote(user, order, refundNumber))
  if (!order || !refund) notFound()
  const payment = payingAttempt(order)
  const amount = formatMoney(refund.amount, refund.currency as Currency)
  return (
    <PrintedDocument
      title="Credit note"
      details={
        <>
          <dt className="font-semibold">Credit note</dt>
          <dd>{refund.number}</dd>
          <dt className="font-semibold">Date</dt>
          <dd>{formatDate(refund.issuedAt ?? refund.createdAt)}</dd>
          <dt className="font-semibold">For order</dt>
          <dd>
            {order.number}, paid {orderTotal(order)}
          </dd>
          <dt className="font-semibold">Credited to</dt>
          <dd>
            {order.customerName}
            <br />
            {order.customerEmail}
          </dd>
          <dt className="font-semibold">Refunded to</dt>
          <dd>
            {payment ? paymentMethodLabel(payment.provider, payment.method) : 'The original payment method'}
            {refund.status === 'processing' ? ' (on its way)' : ''}
          </dd>
        </>
      }
      line={{
        caption: 'Refunded',
        heading: 'Refund',
        description: (
          <>
            {order.item.serviceName}, {order.item.packageName}: {REFUND_RULE_LABELS[refund.rule]}
            <br />
            <span className="text-muted">{refund.explanation}</span>
          </>
        ),
        amount: `−${amount}`,
      }}
      total={{ label: 'Total refunded', amount }}
    />
  )
}
