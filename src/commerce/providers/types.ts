import type { Currency } from '../money'
import type { ProviderName } from '../status'

export type CheckoutRequest = {
  orderNumber: string
  /** The idempotency key of this payment attempt (one per attempt, never reused). */
  attemptId: string
  amount: number
  currency: Currency
  description: string
  customerEmail?: string
  successUrl: string
  cancelUrl: string
  /** When the payment page stops accepting payment (the order's expiry, within the provider's limits). */
  expiresAt: Date
}

export type CheckoutStart = { sessionId: string; redirectUrl: string }

/**
 * Where a checkout session stands. `processing` is an asynchronous method (bank debit) whose result
 * comes later; `open` means the payer has not finished.
 */
export type SessionOutcome = 'open' | 'processing' | 'paid' | 'failed' | 'expired'

/** How the payer paid, as the receipt names it. */
export type PaymentMethod = 'card' | 'sepa_debit' | 'test' | (string & {})

export type SessionState = { sessionId: string; outcome: SessionOutcome; reference?: string; method?: PaymentMethod }

export interface PaymentProvider {
  readonly name: ProviderName
  createCheckout(request: CheckoutRequest): Promise<CheckoutStart>
  retrieveSession(sessionId: string): Promise<SessionState>
  /** Closes a session so it can no longer be paid; a session that is already closed is left as it is. */
  expireSession(sessionId: string): Promise<SessionState>
  refund(reference: string, amount: number): Promise<{ refundId: string }>
}

export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'PaymentProviderError'
  }
}
