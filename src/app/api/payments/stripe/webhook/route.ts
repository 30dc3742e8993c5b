import { apiRoute } from '@/lib/services/api'
import { handleStripeEvent, verifyStripeEvent } from '@/lib/services/commerce/webhook'
import { retryOnWriteConflict } from '@/lib/database/errors'
import { readText } from '@/lib/http/request-body'

/** Stripe's events are a few kB; its documented ceiling for a webhook payload is far below this. */
const MAX_EVENT_BYTES = 1_000_000

/**
 * POST /api/payments/stripe/webhook — Stripe's signed events. The signature is checked on the raw
 * body; a forged or altered event gets 400 and changes nothing. Enable in the Stripe dashboard:
 * checkout.session.completed, checkout.session.async_payment_succeeded,
 * checkout.session.async_payment_failed, checkout.session.expired.
 */
export const POST = apiRoute(async (request: Request) => {
  const event = verifyStripeEvent(await readText(request, MAX_EVENT_BYTES), request.headers.get('stripe-signature'))
  // Handling an event is idempotent, so a MongoDB write conflict with a concurrent delivery is retried.
  const result = await retryOnWriteConflict(() => handleStripeEvent(event))
  return Response.json({ received: true, result })
})
