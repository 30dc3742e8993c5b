import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import type { Order } from '@/payload-types'

/**
 * An order becomes "Refunded" only through a refund made by the rules (src/lib/commerce/refunds.ts),
 * which refunds at the provider first, records the refund and then sets the status with
 * `context.refundRecorded`. Setting the status by hand would mark money as given back that was not.
 */
export const requireRefundByRules: CollectionBeforeChangeHook<Order> = ({ data, originalDoc, operation, req, collection }) => {
  if (operation !== 'update' || data.status !== 'refunded' || originalDoc?.status === 'refunded' || req.context.refundRecorded) return data
  throw new ValidationError({
    collection: collection.slug,
    errors: [
      {
        path: 'status',
        message: 'Refund from the Refunds panel of this order: it computes the amount by the refund rules and refunds the payment.',
      },
    ],
    req,
  })
}
