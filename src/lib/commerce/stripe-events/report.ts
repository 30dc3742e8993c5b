import type Stripe from 'stripe'

import { sessionState } from '@/commerce/providers/stripe'
import type { SessionOutcome } from '@/commerce/providers/types'
import { payloadClient } from '@/lib/payload/client'

import type { OutcomeReport } from '../orders'
import { providerFor } from '../payments'

/** The method the payer used: event snapshots name only the payment intent, so the session is read expanded. */
async function methodOf(sessionId: string): Promise<string | undefined> {
  try {
    return (await providerFor('stripe', await payloadClient())?.retrieveSession(sessionId))?.method
  } catch {
    // Only the receipt's wording depends on it: a later event or the success page fills it in.
    return undefined
  }
}

/** What a Checkout Session event says, with the order number and attempt from the session's metadata. */
export async function webhookReport(
  session: Stripe.Checkout.Session,
  outcome: SessionOutcome,
  failureReason?: string,
): Promise<OutcomeReport> {
  const method = outcome === 'paid' || outcome === 'processing' ? await methodOf(session.id) : undefined
  return {
    sessionId: session.id,
    outcome,
    reference: sessionState(session).reference,
    method,
    failureReason,
    source: 'webhook',
    orderNumber: session.metadata?.order_number,
    attemptId: session.metadata?.attempt_id,
  }
}
