/**
 * Browser error reporting. The DSN is inlined at build time: without one, this file is empty and
 * the Sentry SDK is never downloaded. With one, the SDK loads after the page, and sends events
 * through the same-origin tunnel (/monitoring) so ad blockers do not drop them.
 */
const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN

// Zod compiles object parsers with `new Function` unless told not to; the Content-Security-Policy
// allows no eval, so the browser would log a violation. Zod reads this global config when it loads,
// which is after this file runs.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> }
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true }

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
