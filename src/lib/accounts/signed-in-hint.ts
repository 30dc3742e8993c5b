/** Name of the readable cookie that only tells the cached header someone is signed in (no secret in it). */
export const SIGNED_IN_HINT = 'tl-signed-in'
/** Window event fired when a script clears the hint, so the header reads it again. */
export const SIGNED_IN_HINT_CHANGED = 'tl-signed-in-changed'

/**
 * The hint as a Set-Cookie value: readable by scripts (the cached header reads it), with the session's
 * expiry and Secure flag. `expires` null clears it.
 */
export function signedInHintCookie({ expires, secure }: { expires: Date | null; secure: boolean }): string {
  const lifetime = expires ? `Expires=${expires.toUTCString()}` : 'Max-Age=0'
  return [`${SIGNED_IN_HINT}=${expires ? '1' : ''}`, 'Path=/', 'SameSite=Lax', lifetime, ...(secure ? ['Secure'] : [])].join('; ')
}
