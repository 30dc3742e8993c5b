import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { canTransition, type OrderStatus } from '@/commerce/status'
import { isStaffUser } from '@/lib/accounts/roles'
import type { Order } from '@/payload-types'
import { deliveryShortfall, REMEDY_LABELS, shortfallSentence, type CompletionRemedy } from '@/tools/campaign-delivery/shortfall'

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * Completing an order with no delivery recorded needs a reason (e.g. "the ad platform rejected the
 * video"); completing it below the package's low end needs a reason and the remedy the customer gets
 * (docs/campaign-delivery.md#completing-below-target). Both become the note of the "Completed" history
 * entry. Runs before enforceOrderTransition, which writes the entry with `context.statusNote` (and
 * refuses transitions the table does not allow, so this only looks at allowed ones). Applies to staff,
 * who complete orders; server scripts (the seed) name their own notes.
 */
export const requireCompletionReason: CollectionBeforeChangeHook<Order> = async ({ data, originalDoc, operation, req, collection }) => {
  if (operation !== 'update' || data.status !== 'completed' || !originalDoc || !isStaffUser(req.user)) return data
  if (originalDoc.status === 'completed' || !canTransition(originalDoc.status as OrderStatus, 'completed')) return data
  const reason = text(data.completionReason ?? originalDoc.completionReason)
  const remedy = text(data.completionRemedy ?? originalDoc.completionRemedy) as CompletionRemedy | ''
  const remedyNote = text(data.completionRemedyNote ?? originalDoc.completionRemedyNote)
  const { docs } = await req.payload.find({
    collection: 'campaign-deliveries',
    where: { order: { equals: originalDoc.id } },
    select: { views: true },
    pagination: false,
    limit: 0,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const refuse = (errors: { path: string; message: string }[]) => {
    throw new ValidationError({ collection: collection.slug, errors, req })
  }
  if (docs.length === 0) {
    if (!reason)
      refuse([
        {
          path: 'completionReason',
          message: 'No delivery is recorded for this campaign: import the report first, or say why it is completed without one.',
        },
      ])
    if (typeof req.context.statusNote !== 'string') req.context.statusNote = `Completed without recorded delivery: ${reason}`
    return data
  }
  const shortfall = deliveryShortfall(
    originalDoc.item.deliverable,
    docs.reduce((sum, day) => sum + (day.views ?? 0), 0),
  )
  if (!shortfall) return data
  const errors: { path: string; message: string }[] = []
  if (!reason)
    errors.push({ path: 'completionReason', message: `Delivered ${shortfallSentence(shortfall)} Say why the campaign ends short.` })
  if (!remedy) errors.push({ path: 'completionRemedy', message: 'Choose what the customer gets for the views not delivered.' })
  if (errors.length) refuse(errors)
  if (typeof req.context.statusNote !== 'string')
    req.context.statusNote = `Completed below target, ${shortfallSentence(shortfall)} Reason: ${reason} Remedy: ${REMEDY_LABELS[remedy as CompletionRemedy]}${remedyNote ? ` (${remedyNote})` : ''}.`
  return data
}
