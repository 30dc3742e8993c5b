import { databaseEngine } from '@/lib/database/engine'

/**
 * Sentry settings from the environment. Read directly (not through env.ts) because the edge
 * runtime and the browser load this too, where the full server environment is not available.
 */
export function monitoringSettings() {
  return {
    serverDsn: process.env.SENTRY_DSN || process.env.NEXT_PUBLIC_SENTRY_DSN || undefined,
    environment: process.env.SENTRY_ENVIRONMENT || process.env.NODE_ENV,
    release: process.env.SENTRY_RELEASE || undefined,
    tracesSampleRate: Number(process.env.SENTRY_TRACES_SAMPLE_RATE ?? 0) || 0,
    // Whether the server uses a client Sentry's runtime instrumentation traces (PostgreSQL, MongoDB,
    // Redis): on SQLite without Redis it has nothing of this app's to trace (decision 010).
    tracedClients: Boolean(process.env.REDIS_URL) || databaseEngine(process.env.DATABASE_URI ?? '') !== 'sqlite',
  }
}
