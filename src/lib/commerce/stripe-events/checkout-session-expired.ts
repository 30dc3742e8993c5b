import type Stripe from 'stripe'

import { applySessionOutcome } from '../orders'

/** The payer never finished: the attempt ends, the order stays open for another try. */
export async function checkoutSessionExpired(event: Stripe.Event) {
  const session = event.data.object as Stripe.Checkout.Session
  return applySessionOutcome({ sessionId: session.id, outcome: 'expired', source: 'webhook' })
}
