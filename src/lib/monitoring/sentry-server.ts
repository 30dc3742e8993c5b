import type { Event, init } from '@sentry/nextjs'

import { monitoringSettings } from './settings'

/**
 * A URL's query can carry a one-time secret (an OAuth callback's `code` and `state`, an email link's
 * token), and Sentry filters only some names: reports keep the path alone.
 */
function withoutQuery<T extends Event>(event: T): T {
  if (event.request) {
    event.request.url = event.request.url?.split('?')[0]
    delete event.request.query_string
  }
  return event
}

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
    // default. Reports keep the URL without its query, method, headers other than cookies, and the error.
    dataCollection: { httpBodies: [], cookies: false, userInfo: false },
    beforeSend: withoutQuery,
    beforeSendTransaction: withoutQuery,
    // Its module hooks (on Node 20 a loader thread of their own, 18 MB resident) add database, Redis and
    // GraphQL spans to sampled traces: only where traces are sampled and such a client is in use.
    enableRuntimeChannelInjection: settings.tracesSampleRate > 0 && settings.tracedClients,
  }
}
