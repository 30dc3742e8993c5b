import type { Payload } from 'payload'
import type Stripe from 'stripe'

import type { OutcomeReport } from '@/lib/commerce/lifecycle'
import { providerFor } from '@/lib/commerce/payments'
import { sessionState } from '@/commerce/providers/stripe'
import type { SessionOutcome } from '@/commerce/providers/types'

/** The method the payer used: event snapshots name only the payment intent, so the session is read expanded. */
async function methodOf(payload: Payload, sessionId: string): Promise<string | undefined> {
  try {
    return (await providerFor('stripe', payload)?.retrieveSession(sessionId))?.method
  } catch {
    // Only the receipt's wording depends on it: a later event or the success page fills it in.
    return undefined
  }
}

/** What a Checkout Session event says, with the order number and attempt from the session's metadata. */
export async function webhookReport(
  payload: Payload,
  session: Stripe.Checkout.Session,
  outcome: SessionOutcome,
  failureReason?: string,
): Promise<OutcomeReport> {
  const method = outcome === 'paid' || outcome === 'processing' ? await methodOf(payload, session.id) : undefined
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
