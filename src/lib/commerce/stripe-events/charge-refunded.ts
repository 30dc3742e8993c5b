import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { reconcileRefundedTotal } from '@/lib/commerce/refunds'

/** charge.refunded: Stripe's running total of what was given back on a payment, checked against the site's records. */
export async function chargeRefunded(event: Stripe.Event, payload: Payload) {
  const charge = event.data.object as Stripe.Charge
  const intent = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id
  return intent ? reconcileRefundedTotal(payload, intent, charge.amount_refunded) : null
}
