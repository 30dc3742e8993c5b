import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { chargeRefunded } from './charge-refunded'
import { checkoutSessionAsyncPaymentFailed } from './checkout-session-async-payment-failed'
import { checkoutSessionAsyncPaymentSucceeded } from './checkout-session-async-payment-succeeded'
import { checkoutSessionCompleted } from './checkout-session-completed'
import { checkoutSessionExpired } from './checkout-session-expired'
import { refundUpdated } from './refund-updated'

/** The Stripe events the shop handles, one file each; others are acknowledged and ignored. */
export const stripeEventHandlers: Partial<Record<Stripe.Event['type'], (event: Stripe.Event, payload: Payload) => Promise<unknown>>> = {
  'checkout.session.completed': checkoutSessionCompleted,
  'checkout.session.async_payment_succeeded': checkoutSessionAsyncPaymentSucceeded,
  'checkout.session.async_payment_failed': checkoutSessionAsyncPaymentFailed,
  'checkout.session.expired': checkoutSessionExpired,
  'charge.refunded': chargeRefunded,
  'refund.created': refundUpdated,
  'refund.updated': refundUpdated,
  'refund.failed': refundUpdated,
}
