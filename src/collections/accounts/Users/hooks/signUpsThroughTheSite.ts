import { APIError, type CollectionBeforeOperationHook } from 'payload'

/**
 * An account created without a session goes through the site's sign-up (the form, or REST's
 * `POST /api/users`, lib/services/accounts/sign-up.ts), which answers a taken address like a new one and emails its
 * owner. GraphQL's `createUser` would answer "already registered" (docs/security.md, round 2 item 4):
 * without a session it is refused, pointing to the way that works.
 */
export const signUpsThroughTheSite: CollectionBeforeOperationHook = ({ args, operation, overrideAccess, req }) => {
  // The admin's first-user screen creates its account with access control off.
  if (operation !== 'create' || req.user || req.payloadAPI === 'local' || overrideAccess === true) return args
  throw new APIError('Create an account on the site’s sign-up page, or with POST /api/users.', 403, null, true)
}
