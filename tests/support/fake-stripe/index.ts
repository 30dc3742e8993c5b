import type { FakeStripe } from './types'

/**
 * A loopback stand-in for the slice of api.stripe.com a hosted Checkout integration uses, so the
 * app's real `stripe` SDK can talk to it in tests:
 *
 *   POST /v1/checkout/sessions            create (form-encoded, idempotency keys honoured)
 *   GET  /v1/checkout/sessions/:id        retrieve (expand: line_items, payment_intent)
 *   GET  /v1/checkout/sessions/:id/line_items
 *   POST /v1/checkout/sessions/:id/expire
 *   GET  /v1/payment_intents/:id, GET /v1/payment_methods/:id, GET /v1/events/:id
 *   POST /v1/refunds, GET /v1/refunds/:id    (charge.refunded, refund.created and, for refunds that
 *                                            settle later, refund.updated events)
 *
 * plus the page Stripe would host at checkout.stripe.com (GET /pay/:id), whose buttons complete the
 * payment, redirect the browser to success_url and deliver signed webhook events to the app the way
 * Stripe does: JSON Event bodies, `Stripe-Signature` made by the SDK's own signer, retries on
 * failure. Answers use Stripe's wire formats (objects, error bodies, headers) so the app's error
 * handling meets the same shapes it will meet in production.
 *
 * types.ts (what tests see), state.ts (what the fake remembers), server.ts (the HTTP server, the hosted
 * page), api.ts (the REST endpoints), payments.ts, webhooks.ts (the sender), sessions.ts, pages.ts and
 * wire.ts (Stripe's formats).
 */

export { startFakeStripe } from './server'
export type * from './types'
export { decodeStripeForm } from './wire'

/** Point the app at the fake (the app builds its Stripe client from these). */
export const FAKE_STRIPE_ENV = (fake: Pick<FakeStripe, 'url' | 'apiKey'>, webhookSecret: string) => ({
  STRIPE_API_BASE_URL: fake.url,
  STRIPE_SECRET_KEY: fake.apiKey,
  STRIPE_WEBHOOK_SECRET: webhookSecret,
})
