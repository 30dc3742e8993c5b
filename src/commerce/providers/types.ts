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
  /**
   * Gives `amount` of a payment back. The same `idempotencyKey` always names the same refund (a retry
   * after a timeout returns it instead of refunding twice); `metadata` travels with the refund's events.
   */
  refund(reference: string, amount: number, options: RefundOptions): Promise<RefundResult>
}

export type RefundOptions = { idempotencyKey: string; metadata?: Record<string, string> }

/** `pending` refunds settle later (Stripe's `refund.updated`); a card refund usually succeeds at once. */
export type RefundResult = { refundId: string; status: 'pending' | 'succeeded' | 'failed' }

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
