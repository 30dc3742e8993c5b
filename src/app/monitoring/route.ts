import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { checkEnvelope, envelopeEndpoint, parseDsn } from '@/lib/monitoring/envelope'
import { apiRoute } from '@/lib/services/api'

/** Browser SDKs send small envelopes; anything near this is not an error report. */
const MAX_ENVELOPE_BYTES = 1_000_000
const UPSTREAM_TIMEOUT_MS = 5_000

/**
 * POST /monitoring — the Sentry tunnel. The browser SDK posts envelopes here (same origin, so ad
 * blockers do not drop them); they are forwarded byte for byte to the configured Sentry project,
 * sentry.io or self-hosted, and Sentry's status is passed back.
 */
export const POST = apiRoute(
  async ({ body }) => {
    const dsnUrl = env.NEXT_PUBLIC_SENTRY_DSN ?? env.SENTRY_DSN
    const configured = parseDsn(dsnUrl)
    if (!configured || !dsnUrl) throw new AppError('not_found', 'Error reporting is not configured.')
    const check = checkEnvelope(body, configured)
    if (!check.ok) throw new AppError('bad_request', check.reason)
    let upstream: Response
    try {
      upstream = await fetch(envelopeEndpoint(configured, dsnUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/x-sentry-envelope' },
        body: body as BodyInit,
        redirect: 'manual',
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      })
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError'
      throw new AppError(
        timedOut ? 'gateway_timeout' : 'bad_gateway',
        timedOut ? 'Sentry did not answer in time.' : 'Sentry could not be reached.',
      )
    }
    return new Response(upstream.body, {
      status: upstream.status,
      headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/json' },
    })
  },
  // The envelope's DSN must name the configured project: that is the only check a browser report can pass.
  { auth: 'none', limit: 'none', maxBodyBytes: MAX_ENVELOPE_BYTES, body: 'bytes' },
)
