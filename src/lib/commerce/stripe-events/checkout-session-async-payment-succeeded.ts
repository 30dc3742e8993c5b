import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { applySessionOutcome } from '@/lib/commerce/lifecycle'
import { webhookReport } from './report'

/** An asynchronous payment (bank debit and the like) went through. */
export async function checkoutSessionAsyncPaymentSucceeded(event: Stripe.Event, payload: Payload) {
  const session = event.data.object as Stripe.Checkout.Session
  return applySessionOutcome(payload, await webhookReport(payload, session, 'paid'))
}
