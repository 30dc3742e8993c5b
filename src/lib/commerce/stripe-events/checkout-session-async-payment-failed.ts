import type Stripe from 'stripe'

import { applySessionOutcome } from '../orders'
import { webhookReport } from './report'

/** An asynchronous payment failed; an order already paid by another attempt stays paid. */
export async function checkoutSessionAsyncPaymentFailed(event: Stripe.Event) {
  const session = event.data.object as Stripe.Checkout.Session
  return applySessionOutcome(await webhookReport(session, 'failed', 'The bank did not approve the payment.'))
}
