import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { sessionState } from '@/commerce/providers/stripe'

import { applySessionOutcome } from '@/lib/commerce/lifecycle'
import { webhookReport } from './report'

/** The payer finished Checkout: paid now (card), or `processing` until an async method settles. */
export async function checkoutSessionCompleted(event: Stripe.Event, payload: Payload) {
  const session = event.data.object as Stripe.Checkout.Session
  return applySessionOutcome(payload, await webhookReport(payload, session, sessionState(session).outcome))
}
