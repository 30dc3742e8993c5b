'use client'

import { Button } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { formatMoney, type Currency } from '@/commerce/money'
import type { RefundQuote } from '@/commerce/refund-rules'
import type { Refund } from '@/payload-types'

import { ReasonField } from './ReasonField'
import { declineRequest, issueRefund } from './refundApi'

/**
 * A customer's open request to stop the campaign: approve it for the amount the rules give now (shown
 * on the button), or decline it with a reason the customer reads.
 */
export function RefundRequest({
  request,
  quote,
  orderId,
  currency,
}: {
  request: Refund
  quote: RefundQuote
  orderId: string | number
  currency: Currency
}) {
  const router = useRouter()
  const money = (amount: number) => formatMoney(amount, currency)
  const [busy, setBusy] = useState(false)
  const [reason, setReason] = useState('')
  const [message, setMessage] = useState<string | null>(null)

  async function run(action: () => ReturnType<typeof declineRequest>) {
    setBusy(true)
    setMessage(null)
    const answer = await action()
    setBusy(false)
    if (!answer.ok) return setMessage(answer.message)
    router.refresh()
  }

  const approve = () =>
    quote.ok && run(() => issueRefund(orderId, { rule: 'stopped_early', requestKey: request.requestKey, expectedAmount: quote.amount }))

  return (
    <div aria-busy={busy} style={{ borderTop: '1px solid var(--theme-elevation-150)', paddingTop: '0.75rem' }}>
      <p>
        <strong>The customer asked to stop the campaign ({request.number}).</strong>{' '}
        {quote.ok ? `${quote.explanation} Refund now: ${money(quote.amount)}.` : quote.reason}
      </p>
      {quote.ok ? (
        <Button type="button" onClick={approve} disabled={busy} size="small" margin={false}>
          {busy ? 'Refunding…' : `Approve and refund ${money(quote.amount)}`}
        </Button>
      ) : null}
      <div style={{ marginTop: '0.75rem' }}>
        <ReasonField label="Reason for declining (the customer reads it)" value={reason} onChange={setReason} />
        <Button
          type="button"
          onClick={() => run(() => declineRequest(request.id, reason))}
          disabled={busy}
          buttonStyle="secondary"
          size="small"
          margin={false}
        >
          Decline the request
        </Button>
      </div>
      <p role="status" aria-live="polite" style={{ color: 'var(--theme-error-500)' }}>
        {message}
      </p>
    </div>
  )
}
