import type Stripe from 'stripe'

import { applySessionOutcome } from '../orders'

/** An asynchronous payment failed; an order already paid by another attempt stays paid. */
export async function checkoutSessionAsyncPaymentFailed(event: Stripe.Event) {
  const session = event.data.object as Stripe.Checkout.Session
  return applySessionOutcome({ sessionId: session.id, outcome: 'failed', failureReason: 'The bank did not approve the payment.', source: 'webhook' })
}
