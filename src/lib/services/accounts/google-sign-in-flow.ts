import 'server-only'

import { cookies, headers } from 'next/headers'

import {
  decodeAuthorizationCookie,
  encodeAuthorizationCookie,
  GOOGLE_AUTH_COOKIE,
  GOOGLE_CALLBACK_PATH,
  googleRedirectUri,
  intentOf,
  openPendingLink,
  PENDING_LINK_COOKIE,
  PENDING_LINK_SECONDS,
  type GoogleIntent,
  purposeOf,
  type GoogleSignInNotice,
} from '@/lib/accounts/google-sign-in'
import { enforceAuthRateLimit } from '@/lib/accounts/rate-limits'
import { setSessionCookie } from '@/lib/accounts/session-cookie'
import { getCurrentUser } from '@/lib/data/session'
import { isAppError } from '@/lib/errors'
import { isGoogleAuthError } from '@/lib/google/errors'
import { authorizationCookieOptions } from '@/lib/google/keys'
import { AUTHORIZATION_TTL_SECONDS, fetchProfile, finishAuthorization, googleConfigured, startAuthorization } from '@/lib/google/oauth'
import { SIGN_IN_SCOPES } from '@/lib/google/scopes'
import { safeNextPath } from '@/lib/http/redirects'
import { clientIp } from '@/lib/http/request-ip'
import { payloadClient } from '@/lib/payload/client'

import { linkGoogle, linkPendingGoogle, signInWithGoogle, type LinkOutcome } from './google-sign-in'

/**
 * The two ends of "Continue with Google" around Google's consent screen (decision 019): the start
 * keeps the sealed state in a cookie for the callback only; the callback signs in, or links to the
 * signed-in account, and answers every failure with a page that says what happened.
 */

const ACCOUNT_PAGE = '/dashboard/account'
const withNotice = (path: string, notice: GoogleSignInNotice) => `${path}?google=${notice}`

/** Where to send the browser: Google's consent screen, or back with the reason it cannot go. */
export async function beginGoogleSignIn({ next, linkTo }: { next?: string; linkTo?: number | string }): Promise<string> {
  if (!googleConfigured()) return withNotice(linkTo ? ACCOUNT_PAGE : '/auth', 'not_configured')
  const intent: GoogleIntent = linkTo === undefined ? { kind: 'sign-in' } : { kind: 'link', userId: String(linkTo) }
  const { url, cookie } = await startAuthorization({
    purpose: purposeOf(intent),
    redirectUri: googleRedirectUri(),
    scopes: SIGN_IN_SCOPES,
    prompt: 'select_account',
  })
  ;(await cookies()).set(
    GOOGLE_AUTH_COOKIE,
    encodeAuthorizationCookie(intent, cookie, next),
    authorizationCookieOptions({ maxAge: AUTHORIZATION_TTL_SECONDS, path: GOOGLE_CALLBACK_PATH }),
  )
  return url
}

async function finishLink(userId: string, query: URLSearchParams, sealed: string, purpose: string): Promise<string> {
  // The callback is a navigation from Google; the session must still be the one that started the link.
  const user = await getCurrentUser()
  if (!user || String(user.id) !== userId) return withNotice('/auth', 'signed-out')
  const tokens = await finishAuthorization(query, sealed, purpose)
  const profile = await fetchProfile(tokens)
  const outcome = await linkGoogle(user.id, { subject: profile.subject, googleEmail: profile.email })
  return withNotice(ACCOUNT_PAGE, outcome)
}

async function finishSignIn(query: URLSearchParams, sealed: string, next: string): Promise<string> {
  const tokens = await finishAuthorization(query, sealed, 'sign-in')
  const profile = await fetchProfile(tokens)
  // The same limits as a password sign-in: per client, and per account and client.
  await enforceAuthRateLimit('login', { ip: clientIp(await headers()), email: profile.email })
  const result = await signInWithGoogle(profile)
  const store = await cookies()
  if (result.outcome === 'link-needed') {
    store.set(PENDING_LINK_COOKIE, result.pendingLink, authorizationCookieOptions({ maxAge: PENDING_LINK_SECONDS }))
    const query = new URLSearchParams({ google: 'link-needed', ...(next !== '/dashboard' ? { next } : {}) })
    return `/auth?${query}`
  }
  await setSessionCookie(await payloadClient(), result.token)
  return result.created ? safeNextPath(next === '/dashboard' ? '/dashboard?welcome=google' : next, '/dashboard') : next
}

/** The callback's answer: where to go now. Nothing is signed in or linked unless every check passed. */
export async function completeGoogleSignIn(query: URLSearchParams): Promise<string> {
  const store = await cookies()
  const started = decodeAuthorizationCookie(store.get(GOOGLE_AUTH_COOKIE)?.value)
  // Used once: a replayed callback finds no state to finish.
  store.delete({ name: GOOGLE_AUTH_COOKIE, path: GOOGLE_CALLBACK_PATH })
  const intent = started ? intentOf(started.purpose) : null
  const back = intent?.kind === 'link' ? ACCOUNT_PAGE : '/auth'
  try {
    if (!started || !intent) return withNotice('/auth', query.get('error') === 'access_denied' ? 'access_denied' : 'invalid_state')
    if (intent.kind === 'link') return await finishLink(intent.userId, query, started.sealed, started.purpose)
    return await finishSignIn(query, started.sealed, safeNextPath(started.next, '/dashboard'))
  } catch (error) {
    if (isGoogleAuthError(error)) return withNotice(back, error.kind)
    if (isAppError(error) && error.code === 'rate_limited') return withNotice(back, 'rate-limited')
    throw error
  }
}

/**
 * After a password sign-in: links the Google identity waiting in the pending-link cookie when it
 * was for this account (the no-takeover rule's second half), and forgets it either way.
 */
export async function linkAfterPasswordSignIn(user: { id: number | string; email: string }): Promise<LinkOutcome | null> {
  const store = await cookies()
  const pending = openPendingLink(store.get(PENDING_LINK_COOKIE)?.value)
  if (!store.has(PENDING_LINK_COOKIE)) return null
  store.delete(PENDING_LINK_COOKIE)
  return linkPendingGoogle(user, pending)
}
