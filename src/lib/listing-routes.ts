/**
 * Every blog listing is rendered by a `…/page/{n}` route, and its first page is served at the
 * unpaginated URL. Routes with a parameter are rendered on their first request and cached until a
 * content change expires them; a route without one (`/blog`) would be prerendered by `next build`,
 * which has no database. So the proxy serves `/blog` from `/blog/page/1` and sends `/blog/page/1`
 * to `/blog` (308), keeping one URL per page.
 */
const UNPAGINATED = /^\/blog(?:\/(?:author|category|tag)\/[^/]+)?$/
const FIRST_PAGE = /^(\/blog(?:\/(?:author|category|tag)\/[^/]+)?)\/page\/1$/

export type ListingRoute = { rewrite: string } | { redirect: string } | null

export function listingRoute(pathname: string): ListingRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (UNPAGINATED.test(path)) return { rewrite: `${path}/page/1` }
  const first = FIRST_PAGE.exec(path)
  if (first?.[1]) return { redirect: first[1] }
  return null
}
