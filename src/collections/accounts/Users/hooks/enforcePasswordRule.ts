import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { newPasswordSchema } from '@/lib/accounts/schemas'

/**
 * The password rule of the site's forms, applied to every way a password is set: REST, GraphQL,
 * the admin and the Local API (create, update, reset-password).
 */
export const enforcePasswordRule: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const password = (args as { data?: { password?: unknown } }).data?.password
  if (password === undefined) return args
  const result = newPasswordSchema.safeParse(password)
  if (!result.success) {
    throw new ValidationError(
      {
        collection: collection.slug,
        errors: [{ path: 'password', message: result.error.issues[0]?.message ?? 'Choose another password.' }],
      },
      req.t,
    )
  }
  return args
}
