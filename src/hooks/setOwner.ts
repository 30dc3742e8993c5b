import type { CollectionBeforeChangeHook } from 'payload'

import { isStaffUser } from '@/lib/accounts/roles'

/**
 * A document a customer creates belongs to them, whatever the request says; staff may create
 * documents for someone else (e.g. in the admin).
 */
export const setOwner: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create' || !req.user) return data
  if (isStaffUser(req.user) && data.owner) return data
  return { ...data, owner: req.user.id }
}
