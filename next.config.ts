import { withPayload } from '@payloadcms/next/withPayload'
import { withSentryConfig } from '@sentry/nextjs/config'
import type { NextConfig } from 'next'

import { LISTING_REDIRECTS, LISTING_REWRITES } from './src/lib/blog/listing-routes'
import { pageCacheSettings } from './src/lib/cache/page-cache-settings.mjs'
import { securityHeaders } from './src/lib/http/security-headers'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Hashing every cached page for its ETag cost a large share of its throughput (decision 005). Pages
  // are small once compressed; a full download beats a 304 here.
  generateEtags: false,
  reactStrictMode: true,
  // `npm test` type-checks once with tsc; the build does not need to do it again.
  typescript: { ignoreBuildErrors: true },
  // Loaded from node_modules rather than bundled into each entry: the server starts Payload from
  // instrumentation.ts and serves it from every route, which must share one copy of Payload (its
  // error classes, its cached instance) instead of one per bundle.
  serverExternalPackages: [
    'payload',
    '@payloadcms/db-sqlite',
    '@payloadcms/db-mongodb',
    '@payloadcms/drizzle',
    '@payloadcms/graphql',
    '@payloadcms/email-nodemailer',
    // The app's GraphQL cost rule (lib/payload-api/graphql-cost.ts) must use the same copy of GraphQL as Payload's
    // schema and graphql-http: GraphQL refuses types and errors from another copy.
    'graphql',
    // Server-only code the Payload config pulls into every route. Turbopack gives each page its own copy of
    // that bundle (byte for byte the same, under another name), so each bundled package here was loaded
    // once per route visited; from node_modules it is loaded once (decision 010). Not listed: packages with
    // 'use client' components for the admin (@payloadcms/richtext-lexical, plugin-seo, plugin-sentry,
    // @lexical/react), which must stay bundled for the admin's client references.
    '@sentry/nextjs',
    '@sentry/node',
    '@sentry/core',
    '@payloadcms/db-postgres',
    '@payloadcms/plugin-redirects',
    'drizzle-orm',
    'stripe',
    'rate-limiter-flexible',
    'lexical',
    '@lexical/clipboard',
    '@lexical/extension',
    '@lexical/headless',
    '@lexical/html',
    '@lexical/link',
    '@lexical/list',
    '@lexical/markdown',
    '@lexical/rich-text',
    '@lexical/selection',
    '@lexical/table',
    '@lexical/utils',
    'jsox',
  ],
  // The site has two root layouts (site and admin); unmatched URLs get the site's 404 page.
  experimental: {
    globalNotFound: true,
    // Next loads every route's server code at start by default; each route carries its own copy of
    // the Payload config's bundle (about 3 MB of source), the admin's the largest. Loaded on a route's
    // first request instead: about 90 MB less resident memory and 4-5 s less to start (decision 010).
    preloadEntriesOnStart: false,
    // Rendered pages are cached in memory only (LRU, bounded below), never written to disk: every
    // unknown URL under a cached route is a cached 404, and random URLs must not be able to fill the disk.
    isrFlushToDisk: false,
    // CI builds a fresh clone once: Turbopack's build cache (on by default, ~370 MB in .next/cache)
    // would never be read, and writing it cost CPU beside the integration tests (docs/databases.md, "CI time").
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  // In memory (PAGE_CACHE_MB) or in Redis (REDIS_URL): read when the server starts, which applies them
  // to this configuration as the build resolved it, without loading this file (decision 010).
  ...pageCacheSettings(process.env, process.cwd()),
  // The browser's Sentry settings, inlined at build time (see instrumentation-client.ts).
  env: {
    NEXT_PUBLIC_SENTRY_ENVIRONMENT: process.env.SENTRY_ENVIRONMENT ?? '',
    NEXT_PUBLIC_SENTRY_RELEASE: process.env.SENTRY_RELEASE ?? '',
    NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE: process.env.SENTRY_TRACES_SAMPLE_RATE ?? '0',
  },
  headers: async () => securityHeaders(),
  // Before the file system, as the proxy did: `/blog/page/1` is a real route, `/blog` is not.
  rewrites: async () => ({ beforeFiles: LISTING_REWRITES, afterFiles: [], fallback: [] }),
  redirects: async () => LISTING_REDIRECTS,
  // The seed reads its Markdown and JSON content from disk when it runs (src/seed/load.ts), on
  // whichever route starts Payload first: every route's trace lists the files, for deployments
  // that copy only traced files.
  outputFileTracingIncludes: { '/*': ['./src/seed/content/**/*'] },
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

/**
 * Source maps are not uploaded: that needs the network and a SENTRY_AUTH_TOKEN (see README).
 * Errors are still reported, with minified stack traces.
 */
export default withSentryConfig(clientHintsOnAdminOnly(withPayload(nextConfig, { devBundleServerPackages: false })), {
  silent: true,
  telemetry: false,
  sourcemaps: { disable: true },
})
