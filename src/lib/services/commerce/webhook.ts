import 'server-only'

import type Stripe from 'stripe'

import { stripeClient } from '@/commerce/providers/stripe'
import { payloadClient } from '@/lib/payload/client'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { isValidationError } from '@/lib/payload-errors'

import { stripeEventHandlers } from '@/lib/commerce/stripe-events'

/** Verifies the signature over the raw body exactly as received; anything else is refused. */
export function verifyStripeEvent(rawBody: string, signature: string | null): Stripe.Event {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) throw new AppError('not_found', 'Stripe is not configured on this server.')
  if (!signature) throw new AppError('bad_request', 'Missing Stripe-Signature header.')
  try {
    return stripeClient({ secretKey: env.STRIPE_SECRET_KEY, apiBaseUrl: env.STRIPE_API_BASE_URL }).webhooks.constructEvent(
      rawBody,
      signature,
      env.STRIPE_WEBHOOK_SECRET,
    )
  } catch {
    throw new AppError('bad_request', 'The webhook signature does not match.')
  }
}

/** A session this site created carries its order number; events about other sessions on the account are not ours. */
function orderNumberOf(event: Stripe.Event): string | undefined {
  const object = event.data.object as { object?: string; metadata?: Record<string, string> | null }
  return object.object === 'checkout.session' ? object.metadata?.order_number : undefined
}

/**
 * Handles each event id once: a delivery whose id was already handled is acknowledged without doing
 * anything. The id is recorded after the work, so a failure midway lets Stripe's retry finish it
 * (the work itself is idempotent, so a retry racing a duplicate is harmless). An event for one of
 * our sessions whose order cannot be found is not recorded: it answers 503 and Stripe retries.
 */
export async function handleStripeEvent(event: Stripe.Event): Promise<'handled' | 'duplicate' | 'ignored'> {
  const payload = await payloadClient()
  const seen = await payload.count({ collection: 'payment-events', where: { eventId: { equals: event.id } } })
  if (seen.totalDocs > 0) return 'duplicate'
  const handler = stripeEventHandlers[event.type]
  const order = handler ? await handler(event, payload) : null
  if (handler && !order && orderNumberOf(event)) {
    throw new AppError('unavailable', `No order holds this payment session yet (order ${orderNumberOf(event)}); retry later.`, {
      retryAfter: 60,
    })
  }
  try {
    await payload.create({
      collection: 'payment-events',
      data: { eventId: event.id, provider: 'stripe', type: event.type, order: (order as { id?: number } | null)?.id },
      depth: 0,
    })
  } catch (error) {
    if (!isValidationError(error)) throw error
    return 'duplicate'
  }
  return handler ? 'handled' : 'ignored'
}
