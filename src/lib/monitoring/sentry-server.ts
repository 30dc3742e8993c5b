import type { init } from '@sentry/nextjs'

import { monitoringSettings } from './settings'

/**
 * The server's Sentry options: used by `src/instrumentation.ts`, and by the tests that run Sentry as
 * production does. Type-only import: the SDK itself loads only where a DSN is set.
 */
export function sentryServerOptions(settings = monitoringSettings()): NonNullable<Parameters<typeof init>[0]> {
  return {
    dsn: settings.serverDsn,
    environment: settings.environment,
    release: settings.release,
    tracesSampleRate: settings.tracesSampleRate,
    // What the privacy policy promises error reports carry: no passwords or payment details (request
    // bodies, e.g. a sign-in), no session cookies, no IP addresses. Sentry 11 collects all three by
    // default. Reports keep the URL, method, headers other than cookies, and the error.
    dataCollection: { httpBodies: [], cookies: false, userInfo: false },
  }
}
