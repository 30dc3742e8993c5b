import type { CollectionAfterLoginHook, CollectionAfterLogoutHook } from 'payload'

import { signedInHintCookie } from '@/lib/accounts/signed-in-hint'

/*
 * The header of cached pages shows "Sign in" or the account from the hint cookie. Setting it here, in
 * the login and logout operations, covers every way in and out: the site's forms, the REST API and
 * the admin's own sign-in. Payload adds `req.responseHeaders` to its REST answers.
 */

/** After a sign-in: the hint, expiring with the session. */
export const setSignedInHint: CollectionAfterLoginHook = ({ collection, req }) => {
  const expires = new Date(Date.now() + collection.auth.tokenExpiration * 1000)
  req.responseHeaders ??= new Headers()
  req.responseHeaders.append('Set-Cookie', signedInHintCookie({ expires, secure: Boolean(collection.auth.cookies.secure) }))
}

/** After a sign-out: the hint cleared. */
export const clearSignedInHint: CollectionAfterLogoutHook = ({ collection, req }) => {
  req.responseHeaders ??= new Headers()
  req.responseHeaders.append('Set-Cookie', signedInHintCookie({ expires: null, secure: Boolean(collection.auth.cookies.secure) }))
}
