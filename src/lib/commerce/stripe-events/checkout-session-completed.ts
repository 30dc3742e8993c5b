import type Stripe from 'stripe'

import { sessionState } from '@/commerce/providers/stripe'

import { applySessionOutcome } from '../orders'

/** The payer finished Checkout: paid now (card), or `processing` until an async method settles. */
export async function checkoutSessionCompleted(event: Stripe.Event) {
  const session = event.data.object as Stripe.Checkout.Session
  const state = sessionState(session)
  return applySessionOutcome({ sessionId: session.id, outcome: state.outcome, reference: state.reference, source: 'webhook' })
}
