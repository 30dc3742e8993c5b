import type { Currency } from '../money'

export type ProviderName = 'stripe' | 'test'

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
}

export type CheckoutStart = { sessionId: string; redirectUrl: string }

/**
 * Where a checkout session stands. `processing` is an asynchronous method (bank debit) whose result
 * comes later; `open` means the payer has not finished.
 */
export type SessionOutcome = 'open' | 'processing' | 'paid' | 'failed' | 'expired'

export type SessionState = { sessionId: string; outcome: SessionOutcome; reference?: string }

export interface PaymentProvider {
  readonly name: ProviderName
  createCheckout(request: CheckoutRequest): Promise<CheckoutStart>
  retrieveSession(sessionId: string): Promise<SessionState>
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
