import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { canTransition, type OrderStatus } from '@/commerce/status'
import { isStaffUser } from '@/lib/accounts/roles'
import type { Order } from '@/payload-types'

/**
 * Completing an order with no delivery recorded needs a reason (e.g. "refunded outside the site",
 * "the ad platform rejected the video"), which becomes the note of the "Completed" history entry.
 * Runs before enforceOrderTransition, which writes the entry with `context.statusNote` (and refuses
 * transitions the table does not allow, so this only looks at allowed ones). Applies to staff, who
 * complete orders; server scripts (the seed) name their own notes.
 */
export const requireCompletionReason: CollectionBeforeChangeHook<Order> = async ({ data, originalDoc, operation, req, collection }) => {
  if (operation !== 'update' || data.status !== 'completed' || !originalDoc || !isStaffUser(req.user)) return data
  if (!canTransition(originalDoc.status as OrderStatus, 'completed')) return data
  const reason = typeof data.completionReason === 'string' ? data.completionReason.trim() : ''
  const { totalDocs } = await req.payload.count({
    collection: 'campaign-deliveries',
    where: { order: { equals: originalDoc.id } },
    req,
    overrideAccess: true,
  })
  if (totalDocs > 0) return data
  if (!reason) {
    throw new ValidationError({
      collection: collection.slug,
      errors: [
        {
          path: 'completionReason',
          message: 'No delivery is recorded for this campaign: import the report first, or say why it is completed without one.',
        },
      ],
      req,
    })
  }
  if (typeof req.context.statusNote !== 'string') req.context.statusNote = `Completed without recorded delivery: ${reason}`
  return data
}
