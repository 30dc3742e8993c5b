import type Stripe from 'stripe'

import { applySessionOutcome } from '../orders'
import { webhookReport } from './report'

/** An asynchronous payment (bank debit and the like) went through. */
export async function checkoutSessionAsyncPaymentSucceeded(event: Stripe.Event) {
  const session = event.data.object as Stripe.Checkout.Session
  return applySessionOutcome(await webhookReport(session, 'paid'))
}
