import 'server-only'

import { cookies } from 'next/headers'
import { generatePayloadCookie, type Payload } from 'payload'

import { SIGNED_IN_HINT } from './signed-in-hint'

/** Sets Payload's HTTP-only session cookie (and the header hint) after a sign-in done on the server. */
export async function setSessionCookie(payload: Payload, token: string) {
  const authConfig = payload.collections.users.config.auth
  const cookie = generatePayloadCookie({
    collectionAuthConfig: authConfig,
    cookiePrefix: payload.config.cookiePrefix,
    token,
    returnCookieAsObject: true,
  })
  const store = await cookies()
  const expires = cookie.expires ? new Date(cookie.expires) : undefined
  const secure = Boolean(authConfig.cookies.secure)
  store.set(cookie.name, cookie.value ?? '', {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires,
    domain: authConfig.cookies.domain,
  })
  store.set(SIGNED_IN_HINT, '1', { httpOnly: false, sameSite: 'lax', secure, path: '/', expires })
}

export async function clearHintCookie() {
  ;(await cookies()).delete(SIGNED_IN_HINT)
}
