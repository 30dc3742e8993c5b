import type { Instrumentation } from 'next'

import { sentryServerOptions } from '@/lib/monitoring/sentry-server'
import { monitoringSettings } from '@/lib/monitoring/settings'

/**
 * Runs once when the server starts, before it serves requests:
 * - Sentry, when a DSN is configured (without one it is never even loaded);
 * - Payload: connecting here applies pending migrations (production) and seeds an empty database
 *   (when enabled) up front instead of making the first visitor wait; `cron: true` starts the job
 *   runner (queued emails, scheduled publishing).
 */
export async function register() {
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const sentryOptions = sentryServerOptions()
  if (sentryOptions.dsn) {
    const Sentry = await import('@sentry/nextjs')
    Sentry.init(sentryOptions)
  }
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { payloadClient } = await import('@/lib/payload/client')
  await payloadClient({ cron: true })
}

/** Errors in server components, route handlers and server actions go to Sentry (when configured). */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!monitoringSettings().serverDsn) return
  const Sentry = await import('@sentry/nextjs')
  Sentry.captureRequestError(...args)
}
