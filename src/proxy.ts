import { NextResponse, type NextRequest } from 'next/server'

import { cspOptions, isNoncePage, noncePageCsp } from '@/lib/http/security-headers'

/**
 * 1. Gives each per-request page (sign-in, dashboard, checkout, payment, admin) a
 *    Content-Security-Policy with a fresh nonce: Next reads it from the request's header and adds the
 *    nonce to its scripts; the browser gets the same policy (see lib/http/security-headers.ts).
 * 2. Tells signed-in areas which URL was asked for (`x-pathname`), so a sign-in redirect can come
 *    back to it. This is not an access check: pages and the data layer check the session themselves.
 */
export function proxy(request: NextRequest) {
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

/** Only the per-request pages: cached pages never pay for the proxy (blog listings are rewritten in next.config.ts). */
export const config = {
  matcher: ['/auth', '/dashboard', '/dashboard/:path*', '/checkout', '/payment/:path*', '/admin', '/admin/:path*'],
}
