import 'server-only'

import { monitoringSettings } from './settings'

/**
 * Reports an error our own code caught and answered with a 500. API routes answer their errors
 * themselves (lib/services/api.ts), so Next's `onRequestError` never sees them. Sentry is loaded only when a
 * DSN is set; the request's URL and headers come from the scope Sentry opened for the request.
 */
export async function reportServerError(error: unknown, tags: Record<string, string>): Promise<void> {
  if (!monitoringSettings().serverDsn) return
  const Sentry = await import('@sentry/nextjs')
  Sentry.captureException(error, { tags })
}
