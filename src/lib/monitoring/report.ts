'use client'

/**
 * Reports an error caught by an error boundary. Loads the Sentry SDK only when a DSN was built in
 * and only once something has gone wrong, so error reporting costs pages nothing until then.
 */
export function reportError(error: Error & { digest?: string }) {
  if (!process.env.NEXT_PUBLIC_SENTRY_DSN) return
  void import('@sentry/nextjs').then((Sentry) =>
    Sentry.captureException(error, { tags: error.digest ? { digest: error.digest } : undefined }),
  )
}
