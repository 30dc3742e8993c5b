import Link from 'next/link'

import { formatMoney, type Currency } from '@/commerce/money'
import { quoteRefund } from '@/commerce/refund-rules'
import { refundedAmount } from '@/commerce/refund-status'
import type { Refund } from '@/payload-types'

/** What became of each refund and request to stop, in the customer's words. */
function outcome(refund: Refund, money: string): string {
  switch (refund.status) {
    case 'requested':
      return `You asked to stop the campaign. We are looking at it; by the refund rules you would get about ${money} back.`
    case 'declined':
      return `We declined your request to stop: ${refund.decisionNote ?? 'see the email we sent.'}`
    case 'processing':
      return `We are refunding ${money}; it is on its way to your payment method.`
    case 'succeeded':
      return `We refunded ${money} to your payment method. Refunds take 5–10 business days to appear.`
    case 'failed':
      return `A refund of ${money} did not go through. We have been told and will be in touch.`
  }
}

/** The order's refunds and requests to stop, with a link to each credit note. */
export function OrderRefunds({ refunds, orderNumber }: { refunds: Refund[]; orderNumber: string }) {
  if (refunds.length === 0) return null
  return (
    <section aria-labelledby="refunds-title" className="rounded-2xl border border-border bg-card p-6">
      <h2 id="refunds-title" className="text-lg font-bold">
        Refunds
      </h2>
      <ul className="mt-4 flex flex-col gap-3">
        {refunds.map((refund) => (
          <li key={refund.id} className="text-sm">
            <p>
              <span className="font-semibold">{refund.number}</span>:{' '}
              {outcome(refund, formatMoney(refund.amount, refund.currency as Currency))}
            </p>
            {refund.status === 'succeeded' || refund.status === 'processing' ? (
              <Link
                href={`/dashboard/my-orders/${orderNumber}/credit-notes/${refund.number}`}
                className="font-semibold text-accent-text hover:underline"
              >
                View credit note {refund.number}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** What stopping now would give back by the rules, in the customer's words (staff confirm the amount). */
export function stopEstimate(
  order: { amount: number; currency: string; item: { deliverable: string } },
  refunds: Refund[],
  delivered: { views: number; spend: number },
): string {
  const quote = quoteRefund({
    rule: 'stopped_early',
    paid: order.amount,
    alreadyRefunded: refundedAmount(refunds),
    deliverable: order.item.deliverable,
    deliveredViews: delivered.views,
    spent: delivered.spend,
  })
  if (!quote.ok) return `${quote.reason} You can still ask us to stop the campaign.`
  return `If we stop it now, you get ${formatMoney(quote.amount, order.currency as Currency)} back: ${quote.explanation} We confirm the amount when we stop it, from the delivery recorded by then.`
}
