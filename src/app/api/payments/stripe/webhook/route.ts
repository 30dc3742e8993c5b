import { apiRoute } from '@/lib/api'
import { handleStripeEvent, verifyStripeEvent } from '@/lib/commerce/webhook'
import { retryOnWriteConflict } from '@/lib/database-errors'

/**
 * POST /api/payments/stripe/webhook — Stripe's signed events. The signature is checked on the raw
 * body; a forged or altered event gets 400 and changes nothing. Enable in the Stripe dashboard:
 * checkout.session.completed, checkout.session.async_payment_succeeded,
 * checkout.session.async_payment_failed, checkout.session.expired.
 */
export const POST = apiRoute(async (request: Request) => {
  const event = verifyStripeEvent(await request.text(), request.headers.get('stripe-signature'))
  // Handling an event is idempotent, so a MongoDB write conflict with a concurrent delivery is retried.
  const result = await retryOnWriteConflict(() => handleStripeEvent(event))
  return Response.json({ received: true, result })
})
