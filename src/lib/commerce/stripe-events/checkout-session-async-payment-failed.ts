import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { applySessionOutcome } from '@/lib/commerce/lifecycle'
import { webhookReport } from './report'

/** An asynchronous payment failed; an order already paid by another attempt stays paid. */
export async function checkoutSessionAsyncPaymentFailed(event: Stripe.Event, payload: Payload) {
  const session = event.data.object as Stripe.Checkout.Session
  return applySessionOutcome(payload, await webhookReport(payload, session, 'failed', 'The bank did not approve the payment.'))
}
