import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // `npm test` type-checks once with tsc; the build does not need to do it again.
  typescript: { ignoreBuildErrors: true },
  // The site has two root layouts (site and admin); unmatched URLs get the site's 404 page.
  experimental: { globalNotFound: true },
}

const CLIENT_HINT_HEADERS = new Set(['Accept-CH', 'Critical-CH', 'Vary'])

/**
 * Payload asks every route for the colour-scheme client hint (its admin picks a theme with it). With
 * `Critical-CH`, Chrome then fetches each public page twice, so the hint is kept to the admin only.
 */
function clientHintsOnAdminOnly(config: NextConfig): NextConfig {
  const payloadHeaders = config.headers
  if (!payloadHeaders) return config
  return {
    ...config,
    headers: async () =>
      (await payloadHeaders()).map((rule) =>
        rule.source === '/:path*' && rule.headers.some((header) => CLIENT_HINT_HEADERS.has(header.key))
          ? { ...rule, source: '/admin/:path*' }
          : rule,
      ),
  }
}

export default clientHintsOnAdminOnly(withPayload(nextConfig, { devBundleServerPackages: false }))
