import Stripe from 'stripe'

import {
  PaymentProviderError,
  type CheckoutRequest,
  type PaymentProvider,
  type RefundResult,
  type SessionOutcome,
  type SessionState,
} from './types'

type StripeOptions = { secretKey: string; apiBaseUrl: string; automaticTax?: boolean }

/** The SDK talks to STRIPE_API_BASE_URL (https://api.stripe.com, or a loopback fake in tests). */
export function stripeClient({ secretKey, apiBaseUrl }: StripeOptions): Stripe {
  const url = new URL(apiBaseUrl)
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
  })
}

function outcomeOf(session: Stripe.Checkout.Session): SessionOutcome {
  if (session.status === 'expired') return 'expired'
  if (session.status !== 'complete') return 'open'
  return session.payment_status === 'unpaid' ? 'processing' : 'paid'
}

function referenceOf(session: Stripe.Checkout.Session): string | undefined {
  const intent = session.payment_intent
  return typeof intent === 'string' ? intent : (intent?.id ?? undefined)
}

/** The method the payer used, when the session was read with its payment intent's payment method expanded. */
function methodOf(session: Stripe.Checkout.Session): string | undefined {
  const intent = session.payment_intent
  if (!intent || typeof intent === 'string') return undefined
  const method = intent.payment_method
  return method && typeof method !== 'string' ? method.type : undefined
}

export function sessionState(session: Stripe.Checkout.Session): SessionState {
  return { sessionId: session.id, outcome: outcomeOf(session), reference: referenceOf(session), method: methodOf(session) }
}

/** Stripe accepts `expires_at` between 30 minutes and 24 hours after creation (a minute of margin each side for clock skew). */
const MIN_SESSION_SECONDS = 31 * 60
const MAX_SESSION_SECONDS = 24 * 3600 - 60

/**
 * The session's `expires_at` (Unix seconds): the order's expiry, clamped into Stripe's window. An
 * order with less than half an hour left gets a session that outlives it slightly; a payment in that
 * gap is refunded automatically like any payment for an expired order.
 */
export function sessionExpiresAt(orderExpiresAt: Date, now = new Date()): number {
  const nowSeconds = Math.floor(now.getTime() / 1000)
  const wanted = Math.floor(orderExpiresAt.getTime() / 1000)
  return Math.min(Math.max(wanted, nowSeconds + MIN_SESSION_SECONDS), nowSeconds + MAX_SESSION_SECONDS)
}

function providerError(action: string, error: unknown): PaymentProviderError {
  if (error instanceof Stripe.errors.StripeError) {
    const retryable =
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError
    return new PaymentProviderError(`Stripe could not ${action}: ${error.message}`, retryable, { cause: error })
  }
  return new PaymentProviderError(`Stripe could not ${action}.`, true, { cause: error })
}

/** Stripe's refund statuses in the shop's terms: requires_action waits like pending; canceled gave nothing back. */
export function refundStatusOf(refund: Pick<Stripe.Refund, 'status'>): RefundResult['status'] {
  if (refund.status === 'succeeded') return 'succeeded'
  if (refund.status === 'failed' || refund.status === 'canceled') return 'failed'
  return 'pending'
}

/** Stripe Checkout: a hosted payment page per attempt; results arrive by signed webhook. */
export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const stripe = stripeClient(options)
  return {
    name: 'stripe',
    async createCheckout(request: CheckoutRequest) {
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: { currency: request.currency, unit_amount: request.amount, product_data: { name: request.description } },
              },
            ],
            client_reference_id: request.orderNumber,
            customer_email: request.customerEmail,
            metadata: { order_number: request.orderNumber, attempt_id: request.attemptId },
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            expires_at: sessionExpiresAt(request.expiresAt),
            ...(options.automaticTax ? { automatic_tax: { enabled: true } } : {}),
          },
          { idempotencyKey: request.attemptId },
        )
        if (!session.url) throw new PaymentProviderError('Stripe created a session without a payment page.', true)
        return { sessionId: session.id, redirectUrl: session.url }
      } catch (error) {
        throw error instanceof PaymentProviderError ? error : providerError('start the payment', error)
      }
    },
    async retrieveSession(sessionId: string) {
      try {
        return sessionState(await stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent.payment_method'] }))
      } catch (error) {
        throw providerError('look up the payment', error)
      }
    },
    async expireSession(sessionId: string) {
      try {
        return sessionState(await stripe.checkout.sessions.expire(sessionId))
      } catch (error) {
        // Stripe refuses to expire a session that is no longer open (paid, or already expired): say where it stands.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 400) return this.retrieveSession(sessionId)
        throw providerError('close the previous payment page', error)
      }
    },
    async refund(reference, amount, { idempotencyKey, metadata }) {
      try {
        const refund = await stripe.refunds.create({ payment_intent: reference, amount, metadata }, { idempotencyKey })
        return { refundId: refund.id, status: refundStatusOf(refund) }
      } catch (error) {
        throw providerError('refund the payment', error)
      }
    },
  }
}
