/**
 * Every blog listing is rendered by a `…/page/{n}` route, and its first page is served at the
 * unpaginated URL. Routes with a parameter are rendered on their first request and cached until a
 * content change expires them; a route without one (`/blog`) would be prerendered by `next build`,
 * which has no database. So `/blog` is served from `/blog/page/1` and `/blog/page/1` is sent to
 * `/blog` (308), keeping one URL per page.
 *
 * These are Next's own rewrites and redirects (next.config.ts), matched by its router before the
 * file system: the proxy (middleware) used to do it, on every request of a cached listing (decision 005).
 */
const KIND = ':kind(author|category|tag)'

/** Unpaginated listing URLs, served by their first page. */
export const LISTING_REWRITES = [
  { source: '/blog', destination: '/blog/page/1' },
  { source: `/blog/${KIND}/:slug`, destination: '/blog/:kind/:slug/page/1' },
]

/** `…/page/1` URLs, sent to the unpaginated URL. */
export const LISTING_REDIRECTS = [
  { source: '/blog/page/1', destination: '/blog', permanent: true },
  { source: `/blog/${KIND}/:slug/page/1`, destination: '/blog/:kind/:slug', permanent: true },
]
