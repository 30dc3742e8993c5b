import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { refundStatusOf } from '@/commerce/providers/stripe'

import { applyProviderRefund } from '@/lib/commerce/refunds'

/** refund.created / refund.updated / refund.failed: where one of the site's refunds stands at Stripe. */
export async function refundUpdated(event: Stripe.Event, payload: Payload) {
  const refund = event.data.object as Stripe.Refund
  return applyProviderRefund(payload, {
    refundId: refund.id,
    requestKey: refund.metadata?.refund_request,
    status: refundStatusOf(refund),
    failureReason: refund.failure_reason ?? undefined,
  })
}
