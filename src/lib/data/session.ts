import 'server-only'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { createLocalReq, executeAuthStrategies } from 'payload'
import { cache } from 'react'

import { carriesCredentials } from '@/lib/http/request-credentials'
import { payloadClient } from '@/lib/payload/client'
import { safeNextPath } from '@/lib/http/redirects'
import { isStaffUser } from '@/lib/accounts/roles'
import type { User } from '@/payload-types'

/**
 * The user Payload's auth strategies (session cookie, API key) find in these headers, or null. This is
 * `payload.auth()` without its second half: that also works out the permissions of every collection,
 * global and field for the admin panel, which no caller here reads, and which cost a tool API call
 * most of its time (decision 002).
 */
async function authenticate(requestHeaders: Headers): Promise<User | null> {
  const payload = await payloadClient()
  if (!carriesCredentials(requestHeaders, payload.config.cookiePrefix)) return null
  const req = await createLocalReq({ req: { headers: requestHeaders } }, payload)
  const { user } = await executeAuthStrategies({ headers: requestHeaders, payload, req, canSetHeaders: false })
  return (user as User | null) ?? null
}

/**
 * A plain page load from another site: following a link in an email, or coming back from Stripe
 * Checkout. Payload treats every cross-site request as signed out (its CSRF rule); for a top-level
 * GET of a page that is needlessly strict: the SameSite=Lax cookie is only sent for exactly these
 * navigations, and a GET changes nothing. Requests that can change something carry an Origin header,
 * which Payload checks against its allow-list as before.
 */
function isPageNavigation(requestHeaders: Headers) {
  return requestHeaders.get('sec-fetch-mode') === 'navigate' && requestHeaders.get('sec-fetch-dest') === 'document' && !requestHeaders.get('origin')
}

/** The signed-in user of this request, from Payload's session cookie, or null (read once per request: layouts and pages both ask). */
export const getCurrentUser = cache(async (): Promise<User | null> => {
  // Reading the request first marks the page as per-request before any database work starts.
  const requestHeaders = await headers()
  const user = await authenticate(requestHeaders)
  if (user || !isPageNavigation(requestHeaders)) return user
  const navigation = new Headers(requestHeaders)
  navigation.set('sec-fetch-site', 'same-origin')
  return authenticate(navigation)
})

/**
 * The signed-in user of an API request (a GET can record tool history, turn on draft mode): only when
 * the request comes from this site. A link or page on another site reaches these routes signed out
 * (Payload's own CSRF rule, without the page-navigation exception above), so it can act for nobody.
 * Takes the request rather than Next's `headers()`, which the tool APIs (Pages Router) do not have.
 */
export function getApiUser(request: Request): Promise<User | null> {
  return authenticate(request.headers)
}

/** Local API options for reading as `user`, with access control on: a user only ever gets what they may read. */
export const asUser = (user: User) => ({ user, overrideAccess: false as const, depth: 0 })

/** The API user (see above) when they are staff. */
export async function getStaffApiUser(request: Request): Promise<User | null> {
  const user = await getApiUser(request)
  return user && isStaffUser(user) ? user : null
}

export async function getStaffUser(): Promise<User | null> {
  const user = await getCurrentUser()
  return user && isStaffUser(user) ? user : null
}

/** The path of this request as the proxy recorded it (layouts are not told their URL). */
export async function requestPath(fallback: string): Promise<string> {
  return safeNextPath((await headers()).get('x-pathname'), fallback)
}

/**
 * The signed-in user, or a redirect to sign-in that comes back to `nextPath` afterwards. Pages call
 * this for convenience; the data they read is still protected by Payload's access control.
 */
export async function requireUser(nextPath: string): Promise<User> {
  const user = await getCurrentUser()
  if (!user) redirect(`/auth?next=${encodeURIComponent(nextPath)}`)
  return user
}
