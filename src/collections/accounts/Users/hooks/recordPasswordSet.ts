import type { CollectionAfterOperationHook } from 'payload'

import { PASSWORD_RETIRED } from '@/lib/accounts/google-sign-in'

/**
 * Keeps `hasPassword` true for an account whose owner knows a password: after a reset (a Google
 * account can choose one through "Forgot your password?") and after any create or update that sets
 * one, unless the server set a random one in its place (context `passwordRetired`, decision 019).
 */
export const recordPasswordSet: CollectionAfterOperationHook<'users'> = async (hook) => {
  const { req } = hook
  let id: number | string | undefined
  if (hook.operation === 'resetPassword') id = (hook.result.user as { id?: number | string } | undefined)?.id
  else if ((hook.operation === 'create' || hook.operation === 'updateByID') && hook.args.data?.password) id = hook.result?.id
  if (id === undefined) return hook.result
  const hasPassword = req.context?.[PASSWORD_RETIRED] !== true
  await req.payload.update({ collection: 'users', id, data: { hasPassword }, overrideAccess: true, depth: 0, req })
  return hook.result
}
