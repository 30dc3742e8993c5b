/**
 * Security headers for every response. The Content-Security-Policy allows what the app really loads:
 * its own scripts and styles (Next inlines small bootstrapping scripts, so 'unsafe-inline' is needed
 * without per-request nonces, which would make every page dynamic), images from itself and YouTube,
 * the privacy-enhanced YouTube player in embeds, Stripe Checkout as a form target, and the Sentry
 * tunnel (same origin). The admin panel additionally needs 'unsafe-eval' and blob: workers for its
 * editors. Headers are compiled into the build, so https-only headers follow the URL built for.
 */
type Header = { key: string; value: string }

const siteCsp = (https: boolean) =>
  [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://i.ytimg.com",
    "font-src 'self' data:",
    "connect-src 'self'",
    'frame-src https://www.youtube-nocookie.com',
    "frame-ancestors 'self'",
    "form-action 'self' https://checkout.stripe.com",
    "base-uri 'self'",
    "object-src 'none'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ')

const adminCsp = (https: boolean) =>
  [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline' 'unsafe-eval' blob: https://cdn.jsdelivr.net",
    "style-src 'self' 'unsafe-inline' https://cdn.jsdelivr.net",
    "img-src 'self' data: blob: https://i.ytimg.com",
    "font-src 'self' data: https://cdn.jsdelivr.net",
    "connect-src 'self'",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "worker-src 'self' blob:",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ')

export function securityHeaders(serverUrl = process.env.NEXT_PUBLIC_SERVER_URL ?? 'http://localhost:3000', production = process.env.NODE_ENV === 'production') {
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
    { source: '/((?!admin).*)', headers: [...common, { key: 'Content-Security-Policy', value: siteCsp(https) }] },
    { source: '/admin/:path*', headers: [...common, { key: 'Content-Security-Policy', value: adminCsp(https) }] },
    { source: '/admin', headers: [...common, { key: 'Content-Security-Policy', value: adminCsp(https) }] },
  ]
}
