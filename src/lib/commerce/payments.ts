import type { Payload } from 'payload'

import { createStripeProvider } from '@/commerce/providers/stripe'
import { createTestProvider } from '@/commerce/providers/test'
import type { PaymentProvider, SessionState } from '@/commerce/providers/types'
import type { ProviderName } from '@/commerce/status'
import { env } from '@/lib/env'
import type { Order } from '@/payload-types'

/**
 * Stripe when its keys are set; otherwise the test provider, which production only allows with
 * PAYMENTS_TEST_MODE=true so a misconfigured live site cannot take "orders" that never get paid.
 * (No server-only marker: the Orders collection's refund hook uses this too.)
 */
export function paymentsMode(): ProviderName | 'disabled' {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) return 'stripe'
  if (env.NODE_ENV !== 'production' || env.PAYMENTS_TEST_MODE) return 'test'
  return 'disabled'
}

type Payment = NonNullable<Order['payments']>[number]

/** The order holding a payment session, and that attempt. */
export async function findBySession(payload: Payload, sessionId: string): Promise<{ order: Order; attempt: Payment } | null> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { 'payments.sessionId': { equals: sessionId } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  const order = docs[0]
  const attempt = order?.payments?.find((payment) => payment.sessionId === sessionId)
  return order && attempt ? { order, attempt } : null
}

/** The provider that handles attempts of this name (refunds and confirmations use the attempt's own). */
export function providerFor(name: ProviderName, payload: Payload): PaymentProvider | null {
  if (name === 'test') {
    // Only while the site runs in test mode: once Stripe is on, an old test attempt proves nothing.
    if (paymentsMode() !== 'test') return null
    return createTestProvider({
      lookup: async (sessionId): Promise<SessionState | null> => {
        const found = await findBySession(payload, sessionId)
        if (!found) return null
        const { status, reference } = found.attempt
        return {
          sessionId,
          outcome: status === 'refunded' ? 'paid' : status,
          reference: reference ?? undefined,
          method: reference ? 'test' : undefined,
        }
      },
    })
  }
  if (!env.STRIPE_SECRET_KEY) return null
  return createStripeProvider({
    secretKey: env.STRIPE_SECRET_KEY,
    apiBaseUrl: env.STRIPE_API_BASE_URL,
    automaticTax: env.STRIPE_AUTOMATIC_TAX ?? false,
  })
}

/** The provider new payment attempts use, or null when payments are switched off. */
export function currentProvider(payload: Payload): PaymentProvider | null {
  const mode = paymentsMode()
  return mode === 'disabled' ? null : providerFor(mode, payload)
}

/** What the checkout may say about tax: only Stripe with Stripe Tax switched on computes it. */
export function chargesTaxAtPayment(): boolean {
  return paymentsMode() === 'stripe' && env.STRIPE_AUTOMATIC_TAX === true
}
