import { notFound } from 'next/navigation'

import { PrintButton } from '@/components/commerce/PrintButton'
import { formatMoney, orderTotal, type Currency } from '@/commerce/money'
import { paymentMethodLabel } from '@/commerce/payment-methods'
import { REFUND_RULE_LABELS } from '@/commerce/refund-rules'
import { getMyOrder } from '@/lib/data/commerce/orders'
import { getMyCreditNote } from '@/lib/data/commerce/refunds'
import { requireUser } from '@/lib/data/session'
import { formatDate } from '@/lib/format'

type Props = { params: Promise<{ number: string; refund: string }> }

export async function generateMetadata({ params }: Props) {
  return { title: `Credit note ${(await params).refund}` }
}

/**
 * A credit note for a refund, laid out like the receipt to print cleanly (the browser's "Save as PDF"
 * makes the PDF; docs/refunds.md says why there is no PDF library).
 */
export default async function CreditNotePage({ params }: Props) {
  const { number, refund: refundNumber } = await params
  const user = await requireUser(`/dashboard/my-orders/${number}/credit-notes/${refundNumber}`)
  const order = await getMyOrder(user, number)
  const refund = order && (await getMyCreditNote(user, order, refundNumber))
  if (!order || !refund) notFound()
  const payment = order.payments?.find((p) => p.reference && (p.status === 'paid' || p.status === 'refunded'))
  const amount = formatMoney(refund.amount, refund.currency as Currency)
  return (
    <article className="mx-auto max-w-2xl rounded-2xl border border-border bg-card p-8 print:border-0 print:p-0">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-extrabold">Credit note</h1>
          <p className="text-muted">TubeLift Ltd. · support@tubelift.dev</p>
        </div>
        <PrintButton />
      </header>
      <dl className="mt-6 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr] sm:gap-y-2">
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
      </dl>
      <table className="mt-8 w-full text-left text-sm">
        <caption className="sr-only">Refunded</caption>
        <thead className="border-b border-border">
          <tr>
            <th scope="col" className="py-2">
              Refund
            </th>
            <th scope="col" className="py-2 text-right">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-border">
            <td className="py-3 pr-4">
              {order.item.serviceName}, {order.item.packageName}: {REFUND_RULE_LABELS[refund.rule]}
              <br />
              <span className="text-muted">{refund.explanation}</span>
            </td>
            <td className="py-3 text-right tabular-nums">−{amount}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-3">
              Total refunded
            </th>
            <td className="py-3 text-right text-lg font-extrabold tabular-nums">{amount}</td>
          </tr>
        </tfoot>
      </table>
    </article>
  )
}
