import type { CollectionBeforeOperationHook } from 'payload'

import { hasRole } from '@/lib/accounts/roles'

/**
 * An admin vouches for the email of the accounts they create (staff): those are verified from the
 * start and get no confirmation email.
 */
export const verifyAccountsCreatedByAdmins: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' || !hasRole(req.user, 'admin')) return args
  const createArgs = args as typeof args & { data?: Record<string, unknown>; disableVerificationEmail?: boolean }
  createArgs.data = { ...createArgs.data, _verified: true }
  createArgs.disableVerificationEmail = true
  return createArgs
}
