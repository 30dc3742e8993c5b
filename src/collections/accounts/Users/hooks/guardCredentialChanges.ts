import { Forbidden, type CollectionBeforeOperationHook } from 'payload'

import { hasRole } from '@/lib/accounts/roles'

/**
 * A new password is accepted from an admin, or from the account settings page after it checked the
 * current password (it sets `context.credentialsVerified`). Anyone else, e.g. a stolen session
 * calling the REST API, is refused. Password resets use their own operation and are not affected.
 */
export const guardCredentialChanges: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'update') return args
  const data = (args as { data?: { password?: unknown } }).data
  if (data?.password === undefined || data.password === null || data.password === '') return args
  if (!req.user || hasRole(req.user, 'admin') || req.context?.credentialsVerified === true) return args
  throw new Forbidden(req.t)
}
