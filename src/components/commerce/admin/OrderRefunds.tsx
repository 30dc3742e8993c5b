'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useState } from 'react'

import { formatMoney, type Currency } from '@/commerce/money'
import { REFUND_RULE_LABELS } from '@/commerce/refund-rules'
import { REFUND_STATUS_LABELS } from '@/commerce/refund-status'

import { IssueRefund } from './IssueRefund'
import { RefundRequest } from './RefundRequest'
import { loadPanel, type RefundPanel } from './refundApi'

export const panelStyle = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '1rem', marginBottom: '1.5rem' }

/**
 * The order's Refunds panel in the admin: its refunds and the customer's requests to stop, each rule's
 * amount computed now, and the buttons that refund through the payment provider (docs/refunds.md).
 */
export function OrderRefunds() {
  const { id } = useDocumentInfo()
  const router = useRouter()
  const [panel, setPanel] = useState<RefundPanel | null>(null)
  const [error, setError] = useState<string | null>(null)

  const reload = useCallback(async () => {
    if (!id) return
    const answer = await loadPanel(id)
    if (answer.ok) setPanel(answer.value)
    else setError(answer.message)
  }, [id])

  useEffect(() => {
    void reload()
  }, [reload])

  const changed = async () => {
    await reload()
    router.refresh()
  }

  if (!id) return null
  const money = (amount: number) => formatMoney(amount, (panel?.order.currency ?? 'usd') as Currency)
  const open = panel?.refunds.find((refund) => refund.status === 'requested')
  return (
    <section className="field-type" style={panelStyle} aria-labelledby="order-refunds-title">
      <h3 id="order-refunds-title" style={{ margin: 0 }}>
        Refunds
      </h3>
      {error ? <p role="alert">{error}</p> : null}
      {!panel ? <p>Loading…</p> : null}
      {panel && panel.refunds.length === 0 ? <p>No refunds or requests for this order.</p> : null}
      {panel && panel.refunds.length > 0 ? (
        <ul style={{ paddingLeft: '1.25rem' }}>
          {panel.refunds.map((refund) => (
            <li key={refund.id} style={{ marginBottom: '0.5rem' }}>
              <strong>{refund.number}</strong> · {REFUND_STATUS_LABELS[refund.status]} · {money(refund.amount)} ·{' '}
              {REFUND_RULE_LABELS[refund.rule]} · asked by {refund.requestedBy}
              {refund.reason ? <> · “{refund.reason}”</> : null}
              {refund.decisionNote ? <> · declined: {refund.decisionNote}</> : null}
              {refund.failureReason ? <> · {refund.failureReason}</> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {panel && open ? (
        <RefundRequest request={open} quote={panel.quotes.stopped_early} orderId={id} money={money} onDone={changed} />
      ) : null}
      {panel && !open ? <IssueRefund panel={panel} money={money} onDone={changed} /> : null}
    </section>
  )
}
