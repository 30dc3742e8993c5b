'use client'

import { Button } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { formatMoney, type Currency } from '@/commerce/money'
import { REFUND_RULES, REFUND_RULE_LABELS, type RefundRule } from '@/commerce/refund-rules'
import type { RefundPanel } from '@/lib/services/commerce/refunds'

import { ReasonField } from './ReasonField'
import { issueRefund } from './refundApi'

/**
 * Staff issue a refund by a rule: the amount each rule gives is shown before anything happens, and a
 * second step confirms it. One request key per confirmation, so a double click refunds once.
 */
export function IssueRefund({ panel }: { panel: RefundPanel }) {
  const router = useRouter()
  const money = (amount: number) => formatMoney(amount, panel.order.currency as Currency)
  const [rule, setRule] = useState<RefundRule | null>(null)
  const [reason, setReason] = useState('')
  const [requestKey, setRequestKey] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const quote = rule ? panel.quotes[rule] : null
  const available = REFUND_RULES.filter((r) => panel.quotes[r].ok)

  async function confirm() {
    if (!rule || !quote?.ok || !requestKey) return
    setBusy(true)
    setMessage(null)
    const answer = await issueRefund(panel.order.id, { rule, requestKey, expectedAmount: quote.amount, reason: reason || undefined })
    setBusy(false)
    if (!answer.ok) return setMessage(answer.message)
    setRule(null)
    setRequestKey(null)
    setReason('')
    router.refresh()
  }

  if (available.length === 0)
    return <p>No refund applies now: {REFUND_RULES.map((r) => (panel.quotes[r].ok ? '' : panel.quotes[r].reason)).find(Boolean)}</p>
  return (
    <fieldset aria-busy={busy} style={{ border: 0, padding: 0, borderTop: '1px solid var(--theme-elevation-150)', paddingTop: '0.75rem' }}>
      <legend className="field-label">Issue a refund</legend>
      {REFUND_RULES.map((r) => {
        const q = panel.quotes[r]
        return (
          <label key={r} style={{ display: 'block', marginBottom: '0.25rem' }}>
            <input type="radio" name="refund-rule" value={r} checked={rule === r} disabled={!q.ok || busy} onChange={() => setRule(r)} />{' '}
            {REFUND_RULE_LABELS[r]}: {q.ok ? money(q.amount) : q.reason}
          </label>
        )
      })}
      {quote?.ok ? <p>{quote.explanation}</p> : null}
      <ReasonField label="Why (goes into the order’s history and the credit note)" value={reason} onChange={setReason} />
      {!requestKey ? (
        <Button type="button" disabled={!quote?.ok || busy} onClick={() => setRequestKey(crypto.randomUUID())} size="small" margin={false}>
          {quote?.ok ? `Refund ${money(quote.amount)}…` : 'Choose a rule'}
        </Button>
      ) : (
        <div role="group" aria-label="Confirm the refund">
          <p>
            <strong>
              Refund {quote?.ok ? money(quote.amount) : ''} of order {panel.order.number} to the customer’s payment method?
            </strong>{' '}
            This cannot be undone.
          </p>
          <Button type="button" onClick={confirm} disabled={busy} size="small" margin={false}>
            {busy ? 'Refunding…' : 'Confirm the refund'}
          </Button>{' '}
          <Button type="button" onClick={() => setRequestKey(null)} disabled={busy} buttonStyle="secondary" size="small" margin={false}>
            Back
          </Button>
        </div>
      )}
      <p role="status" aria-live="polite" style={{ color: 'var(--theme-error-500)' }}>
        {message}
      </p>
    </fieldset>
  )
}
