import { NextResponse, type NextRequest } from 'next/server'

import { listingRoute } from '@/lib/listing-routes'

/**
 * 1. Maps blog listing URLs onto their cached `…/page/{n}` routes (see lib/listing-routes.ts).
 * 2. Tells signed-in areas which URL was asked for (`x-pathname`), so a sign-in redirect can come
 *    back to it. This is not an access check: pages and the data layer check the session themselves.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  const route = listingRoute(pathname)
  if (route) {
    const url = request.nextUrl.clone()
    if ('redirect' in route) {
      url.pathname = route.redirect
      return NextResponse.redirect(url, 308)
    }
    url.pathname = route.rewrite
    return NextResponse.rewrite(url)
  }
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('x-pathname', `${pathname}${search}`)
  return NextResponse.next({ request: { headers: requestHeaders } })
}

export const config = {
  matcher: [
    '/blog',
    '/blog/page/1',
    '/blog/:kind(author|category|tag)/:slug',
    '/blog/:kind(author|category|tag)/:slug/page/1',
    '/dashboard',
    '/dashboard/:path*',
    '/checkout',
  ],
}
