import { apiRoute } from '@/lib/api'
import { handleStripeEvent, verifyStripeEvent } from '@/lib/commerce/webhook'
import { retryOnWriteConflict } from '@/lib/database-errors'
import { readText } from '@/lib/request-body'

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
  // Handling an event is idempotent, so a conflict with a concurrent delivery (a MongoDB write conflict, a
  // PostgreSQL deadlock or serialization failure) is retried; other transient errors answer 503 and Stripe retries.
  const result = await retryOnWriteConflict(() => handleStripeEvent(event))
  return Response.json({ received: true, result })
})
