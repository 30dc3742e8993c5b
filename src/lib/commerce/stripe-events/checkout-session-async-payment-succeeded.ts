import type Stripe from 'stripe'

import { sessionState } from '@/commerce/providers/stripe'

import { applySessionOutcome } from '../orders'

/** An asynchronous payment (bank debit and the like) went through. */
export async function checkoutSessionAsyncPaymentSucceeded(event: Stripe.Event) {
  const session = event.data.object as Stripe.Checkout.Session
  return applySessionOutcome({ sessionId: session.id, outcome: 'paid', reference: sessionState(session).reference, source: 'webhook' })
}
