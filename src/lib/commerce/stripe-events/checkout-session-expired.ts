import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { applySessionOutcome } from '@/lib/commerce/lifecycle'
import { webhookReport } from './report'

/** The payment page closed unpaid (timed out, or closed by us): the attempt ends, the order stays as it is. */
export async function checkoutSessionExpired(event: Stripe.Event, payload: Payload) {
  const session = event.data.object as Stripe.Checkout.Session
  return applySessionOutcome(payload, await webhookReport(payload, session, 'expired'))
}
