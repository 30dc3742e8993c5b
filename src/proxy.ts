import { NextResponse, type NextRequest } from 'next/server'

import { AppError, errorResponse } from '@/lib/errors'
import { cspOptions, isNoncePage, noncePageCsp } from '@/lib/http/security-headers'

/**
 * 1. Refuses a form or server action posted from another site (or from an opaque `null` origin) with a
 *    403: Next refuses it too, but with a 500.
 * 2. Gives each per-request page (sign-in, dashboard, checkout, payment, admin, blog search) a
 *    Content-Security-Policy with a fresh nonce: Next reads it from the request's header and adds the
 *    nonce to its scripts; the browser gets the same policy (see lib/http/security-headers.ts).
 * 3. Tells signed-in areas which URL was asked for (`x-pathname`), so a sign-in redirect can come
 *    back to it. This is not an access check: pages and the data layer check the session themselves.
 */
export function proxy(request: NextRequest) {
  if (request.method === 'POST' && isFromAnotherSite(request))
    return errorResponse(
      new AppError(
        'forbidden',
        'This form was sent from another site, so it was not accepted. Open the page on this site and send it again.',
      ),
    )
  const { pathname, search } = request.nextUrl
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('x-pathname', `${pathname}${search}`)
  if (!isNoncePage(pathname)) return NextResponse.next({ request: { headers: requestHeaders } })
  const csp = noncePageCsp(btoa(crypto.randomUUID()), cspOptions())
  requestHeaders.set('content-security-policy', csp)
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  response.headers.set('content-security-policy', csp)
  return response
}

/** As Next decides it for server actions: the Origin's host against the forwarded host, else the Host. */
function isFromAnotherSite(request: NextRequest): boolean {
  const origin = request.headers.get('origin')
  if (origin === null) return false
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
  try {
    return new URL(origin).host !== host
  } catch {
    // `null` (a sandboxed frame, a data: page) or anything else that is no origin.
    return true
  }
}

/**
 * The per-request pages (lib/http/security-headers.ts NONCE_PAGES, kept equal by a unit test), and posts to
 * any page that carry an Origin (a browser sends none with a same-site navigation, so cached pages never
 * pay for the proxy).
 */
export const config = {
  matcher: [
    '/auth',
    '/dashboard/:path*',
    '/checkout',
    '/payment/:path*',
    '/admin/:path*',
    '/blog/search',
    '/subscriptions/:path*',
    { source: '/((?!api/|_next/|monitoring).*)', has: [{ type: 'header', key: 'origin' }] },
  ],
}
