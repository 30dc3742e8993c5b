/**
 * Security headers for every response, and the two Content-Security-Policies (docs/security.md):
 *
 * - Pages rendered per request anyway (`/auth`, `/dashboard/*`, `/checkout`, `/payment/*`, `/admin`)
 *   get a policy with a fresh nonce, set by src/proxy.ts: only the app's own files and scripts carrying
 *   the nonce run; no 'unsafe-inline', no 'unsafe-eval', no third-party script host. Next adds the
 *   nonce to its own scripts.
 * - Cached public pages keep their cache, so they cannot carry a per-request nonce: their policy,
 *   compiled into the build, allows the app's own files and inline scripts ('unsafe-inline', which Next's
 *   inlined bootstrapping scripts need), but no 'unsafe-eval' and no other script host. They show no
 *   visitor's data and no forms that need a session.
 *
 * Both allow images from YouTube (thumbnails and channel avatars), the privacy-enhanced YouTube player, Stripe Checkout as a form
 * target and the Sentry tunnel (same origin). In development both add 'unsafe-eval', which React's
 * development build and fast refresh need. Headers are compiled into the build, so https-only headers
 * follow the URL built for.
 */
type Header = { key: string; value: string }

/**
 * The per-request pages, as src/proxy.ts matches them (its `config.matcher` must be a literal: a unit
 * test keeps the two equal). `/:path*` also matches the page itself. Every other path, a 404 under
 * `/auth/…` or `/checkout/…` included, gets the compiled policy of public pages. The blog search is
 * rendered per request and shows the visitor's query, so it gets a nonce too.
 */
export const NONCE_PAGES = [
  '/auth',
  '/dashboard/:path*',
  '/checkout',
  '/payment/:path*',
  '/admin/:path*',
  '/blog/search',
  '/subscriptions/:path*',
] as const

const NESTED = '/:path*'

export function isNoncePage(pathname: string): boolean {
  return NONCE_PAGES.some((page) =>
    page.endsWith(NESTED)
      ? pathname === page.slice(0, -NESTED.length) || pathname.startsWith(`${page.slice(0, -NESTED.length)}/`)
      : pathname === page,
  )
}

type CspOptions = { https: boolean; development: boolean }

function policy(scriptSrc: string[], { https, development }: CspOptions) {
  return [
    "default-src 'self'",
    `script-src ${[...scriptSrc, ...(development ? ["'unsafe-eval'"] : [])].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    // Video thumbnails, and channel avatars as YouTube's API links them (yt3.ggpht.com, or the newer host).
    "img-src 'self' data: blob: https://i.ytimg.com https://yt3.ggpht.com https://yt3.googleusercontent.com",
    "font-src 'self' data:",
    "connect-src 'self'",
    // 'self': the admin's live preview frames the site.
    "frame-src 'self' https://www.youtube-nocookie.com",
    "frame-ancestors 'self'",
    "form-action 'self' https://checkout.stripe.com",
    "base-uri 'self'",
    "object-src 'none'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

/** The policy of cached public pages (see above). */
export function publicPageCsp(options: CspOptions): string {
  return policy(["'self'", "'unsafe-inline'"], options)
}

/** The policy of per-request pages, for one response's nonce. */
export function noncePageCsp(nonce: string, options: CspOptions): string {
  return policy(["'self'", `'nonce-${nonce}'`], options)
}

export function cspOptions(
  serverUrl = process.env.NEXT_PUBLIC_SERVER_URL ?? 'http://localhost:3000',
  development = process.env.NODE_ENV === 'development',
): CspOptions {
  return { https: serverUrl.startsWith('https://'), development }
}

/** Every path except the per-request pages, whose policy src/proxy.ts sets (a path-to-regexp source for next.config.ts). */
export const PUBLIC_PAGES_SOURCE = `/((?!(?:${NONCE_PAGES.map((page) =>
  page.endsWith(NESTED) ? `${page.slice(1, -NESTED.length)}(?:/.*)?` : page.slice(1),
).join('|')})$).*)`

export function securityHeaders(
  serverUrl = process.env.NEXT_PUBLIC_SERVER_URL ?? 'http://localhost:3000',
  production = process.env.NODE_ENV === 'production',
) {
  const https = serverUrl.startsWith('https://')
  const common: Header[] = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ...(production && https ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ]
  return [
    { source: '/:path*', headers: common },
    {
      source: PUBLIC_PAGES_SOURCE,
      headers: [{ key: 'Content-Security-Policy', value: publicPageCsp({ https, development: !production }) }],
    },
  ]
}
