import type { CollectionBeforeChangeHook } from 'payload'

import { hasRole } from '@/lib/roles'

/** An admin vouches for the email of the accounts they create (staff), so those skip verification. */
export const verifyAccountsCreatedByAdmins: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation === 'create' && hasRole(req.user, 'admin')) return { ...data, _verified: true }
  return data
}
