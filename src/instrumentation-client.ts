/**
 * Browser error reporting. The DSN is inlined at build time: without one, this file is empty and
 * the Sentry SDK is never downloaded. With one, the SDK loads after the page, and sends events
 * through the same-origin tunnel (/monitoring) so ad blockers do not drop them.
 */
const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN

if (dsn) {
  void import('@sentry/nextjs').then((Sentry) =>
    Sentry.init({
      dsn,
      tunnel: '/monitoring',
      environment: process.env.NEXT_PUBLIC_SENTRY_ENVIRONMENT,
      release: process.env.NEXT_PUBLIC_SENTRY_RELEASE,
      tracesSampleRate: Number(process.env.NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE ?? 0) || 0,
    }),
  )
}
