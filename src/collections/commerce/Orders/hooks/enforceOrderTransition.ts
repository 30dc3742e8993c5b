import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { canTransition, TransitionError, type OrderStatus } from '@/commerce/status'
import { isStaffUser } from '@/lib/accounts/roles'
import type { ChangedBy } from '@/lib/commerce/lifecycle'
import type { Order } from '@/payload-types'

/**
 * Every status change, from the admin, a webhook or the customer, must be allowed by the transition
 * table, and is appended to the order's history with who made it. Callers name themselves through
 * `context.statusChangedBy` / `context.statusNote`; a staff member in the admin is "staff". A change
 * that keeps the status but matters to the order's story (a payment refunded automatically) is
 * recorded too when the caller passes `context.historyNote`.
 */
export const enforceOrderTransition: CollectionBeforeChangeHook<Order> = ({ data, originalDoc, operation, req, collection }) => {
  const by = (req.context.statusChangedBy as ChangedBy | undefined) ?? (isStaffUser(req.user) ? 'staff' : 'system')
  const note = typeof req.context.statusNote === 'string' ? req.context.statusNote : undefined
  const at = new Date().toISOString()
  if (operation === 'create') {
    return { ...data, statusHistory: [{ status: data.status ?? 'pending_payment', at, by, note }] }
  }
  const from = originalDoc?.status as OrderStatus
  const to = (data.status ?? from) as OrderStatus
  if (to === from) {
    const historyNote = req.context.historyNote
    if (typeof historyNote !== 'string') return { ...data, statusHistory: originalDoc?.statusHistory }
    return { ...data, statusHistory: [...(originalDoc?.statusHistory ?? []), { status: from, at, by, note: historyNote }] }
  }
  if (!canTransition(from, to)) {
    throw new ValidationError({
      collection: collection.slug,
      errors: [{ path: 'status', message: new TransitionError(from, to).message }],
      req,
    })
  }
  return { ...data, statusHistory: [...(originalDoc?.statusHistory ?? []), { status: to, at, by, note }] }
}
