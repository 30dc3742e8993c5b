'use client'

import Link from 'next/link'
import { useActionState } from 'react'

import { FormAlert } from '@/components/forms/FormAlert'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { encodeOrderRequest, type OrderRequestDraft } from '@/commerce/checkout'
import { placeOrderAndPay } from '@/lib/services/commerce/actions'
import { idle } from '@/lib/forms'

type Props = { request: OrderRequestDraft; total: string; testMode: boolean }

/** Agreement to the terms and the Pay button; the server recomputes the price from the catalogue. */
export function CheckoutForm({ request, total, testMode }: Props) {
  const [state, action, pending] = useActionState(placeOrderAndPay, idle)
  const errors = state.status === 'error' ? (state.fieldErrors ?? {}) : {}
  return (
    <form action={action} className="flex flex-col gap-4">
      {encodeOrderRequest(request).map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      {state.status === 'error' && state.message ? <FormAlert tone="error">{state.message}</FormAlert> : null}
      <div className="flex flex-col gap-1.5">
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            name="acceptTerms"
            required
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? 'terms-error' : undefined}
            className="mt-1 h-4 w-4 accent-[var(--accent)]"
          />
          <span>
            I agree to the{' '}
            <Link href="/terms-of-service" target="_blank" className="font-medium text-accent-text underline">
              terms of service
            </Link>
            , including that promotion runs as ads and results are estimates.
          </span>
        </label>
        {errors.acceptTerms ? (
          <p id="terms-error" className="text-sm font-medium text-danger">
            {errors.acceptTerms}
          </p>
        ) : null}
      </div>
      <SubmitButton pending={pending} pendingLabel="Creating your order…" className="self-start">
        Pay {total}
      </SubmitButton>
      <p className="text-sm text-muted">
        {testMode
          ? 'Test mode: the next page lets you choose whether the payment succeeds. No money moves.'
          : 'You will pay on Stripe’s secure page. We never see your card details.'}{' '}
        Your order is saved before you leave, so nothing is lost if you close the tab.
      </p>
    </form>
  )
}
