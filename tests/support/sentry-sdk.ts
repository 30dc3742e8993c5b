import * as Sentry from '@sentry/nextjs'

import { sentryServerOptions } from '@/lib/monitoring/sentry-server'

/** Starts the real Sentry server SDK with the options `src/instrumentation.ts` gives it, reporting to `dsn`. */
export function initServerSentry(dsn: string, tracesSampleRate: number) {
  Sentry.init(sentryServerOptions({ serverDsn: dsn, environment: 'test', release: undefined, tracesSampleRate, tracedClients: false }))
}
