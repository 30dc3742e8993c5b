import { NextResponse, type NextRequest } from 'next/server'

import { listingRoute } from '@/lib/listing-routes'

/** Maps blog listing URLs onto their cached `…/page/{n}` routes (see lib/listing-routes.ts). */
export function proxy(request: NextRequest) {
  const route = listingRoute(request.nextUrl.pathname)
  if (!route) return NextResponse.next()
  const url = request.nextUrl.clone()
  if ('redirect' in route) {
    url.pathname = route.redirect
    return NextResponse.redirect(url, 308)
  }
  url.pathname = route.rewrite
  return NextResponse.rewrite(url)
}

export const config = {
  matcher: ['/blog', '/blog/page/1', '/blog/:kind(author|category|tag)/:slug', '/blog/:kind(author|category|tag)/:slug/page/1'],
}
