import type Stripe from 'stripe'

import { sessionState } from '@/commerce/providers/stripe'

import { applySessionOutcome } from '../orders'
import { webhookReport } from './report'

/** The payer finished Checkout: paid now (card), or `processing` until an async method settles. */
export async function checkoutSessionCompleted(event: Stripe.Event) {
  const session = event.data.object as Stripe.Checkout.Session
  return applySessionOutcome(await webhookReport(session, sessionState(session).outcome))
}
