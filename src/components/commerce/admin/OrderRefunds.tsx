import type { ServerComponentProps } from 'payload'

import { formatMoney, type Currency } from '@/commerce/money'
import { REFUND_RULE_LABELS } from '@/commerce/refund-rules'
import { REFUND_STATUS_LABELS } from '@/commerce/refund-status'
import { refundPanel } from '@/lib/services/commerce/refunds'

import { IssueRefund } from './IssueRefund'
import { RefundRequest } from './RefundRequest'

/**
 * The order's Refunds panel in the admin: its refunds and the customer's requests to stop, each rule's
 * amount computed now, and the buttons that refund through the payment provider (docs/refunds.md).
 * Rendered on the server; the buttons refresh it after they act.
 */
export async function OrderRefunds({ id }: ServerComponentProps) {
  if (id === undefined) return null
  const panel = await refundPanel(id)
  const currency = panel.order.currency as Currency
  const open = panel.refunds.find((refund) => refund.status === 'requested')
  return (
    <section
      className="field-type"
      style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '1rem', marginBottom: '1.5rem' }}
      aria-labelledby="order-refunds-title"
    >
      <h3 id="order-refunds-title" style={{ margin: 0 }}>
        Refunds
      </h3>
      {panel.refunds.length === 0 ? (
        <p>No refunds or requests for this order.</p>
      ) : (
        <ul style={{ paddingLeft: '1.25rem' }} data-testid="order-refunds">
          {panel.refunds.map((refund) => (
            <li key={refund.id} style={{ marginBottom: '0.5rem' }}>
              <strong>{refund.number}</strong> · {REFUND_STATUS_LABELS[refund.status]} · {formatMoney(refund.amount, currency)} ·{' '}
              {REFUND_RULE_LABELS[refund.rule]} · asked by {refund.requestedBy}
              {refund.reason ? <> · “{refund.reason}”</> : null}
              {refund.decisionNote ? <> · declined: {refund.decisionNote}</> : null}
              {refund.failureReason ? <> · {refund.failureReason}</> : null}
            </li>
          ))}
        </ul>
      )}
      {open ? (
        <RefundRequest request={open} quote={panel.quotes.stopped_early} orderId={panel.order.id} currency={currency} />
      ) : (
        <IssueRefund panel={panel} />
      )}
    </section>
  )
}
