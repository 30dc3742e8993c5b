import { retryOnWriteConflict } from '@/lib/database/errors'
import { apiRoute } from '@/lib/services/api'
import { handleStripeEvent, verifyStripeEvent } from '@/lib/services/commerce/webhook'

/**
 * POST /api/payments/stripe/webhook — Stripe's signed events. The signature is checked on the raw
 * body; a forged or altered event gets 400 and changes nothing. Enable in the Stripe dashboard:
 * checkout.session.completed, checkout.session.async_payment_succeeded,
 * checkout.session.async_payment_failed, checkout.session.expired, charge.refunded, refund.created,
 * refund.updated, refund.failed.
 */
export const POST = apiRoute(
  async ({ request, body }) => {
    const event = verifyStripeEvent(body, request.headers.get('stripe-signature'))
    // Handling an event is idempotent, so a MongoDB write conflict with a concurrent delivery is retried.
    const result = await retryOnWriteConflict(() => handleStripeEvent(event))
    return Response.json({ received: true, result })
  },
  // Stripe proves itself with the signature; its events are a few kB, far below this.
  { auth: 'none', limit: 'none', maxBodyBytes: 1_000_000, body: 'text' },
)
