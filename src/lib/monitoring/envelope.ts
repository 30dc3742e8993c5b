/**
 * The Sentry tunnel's checks, as plain functions. An envelope is newline-separated: its first line
 * is a JSON header naming the DSN the events are for. The tunnel forwards only envelopes for the DSN
 * this site is configured with, so it can be used neither as an open relay nor to reach other hosts.
 */

export type ParsedDsn = { protocol: 'http:' | 'https:'; host: string; projectId: string; publicKey: string }

/** "https://<key>@o123.ingest.sentry.io/456" -> its parts, or null when it is not a DSN. */
export function parseDsn(dsn: string | undefined | null): ParsedDsn | null {
  if (!dsn) return null
  try {
    const url = new URL(dsn)
    const projectId = url.pathname.split('/').filter(Boolean).pop()
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.username || !projectId || !/^\d+$/.test(projectId)) return null
    return { protocol: url.protocol, host: url.host, projectId, publicKey: url.username }
  } catch {
    return null
  }
}

/** Sentry's ingest endpoint for a DSN: {scheme}://{host}{path prefix}/api/{project}/envelope/. */
export function envelopeEndpoint(dsn: ParsedDsn, dsnUrl: string): string {
  const url = new URL(dsnUrl)
  const prefix = url.pathname.split('/').filter(Boolean).slice(0, -1).join('/')
  return `${dsn.protocol}//${dsn.host}${prefix ? `/${prefix}` : ''}/api/${dsn.projectId}/envelope/`
}

export type EnvelopeCheck = { ok: true } | { ok: false; reason: string }

const MAX_HEADER_LENGTH = 10_000

/** Accepts the envelope only if its header names the configured DSN (same host and project). */
export function checkEnvelope(body: Uint8Array, configured: ParsedDsn): EnvelopeCheck {
  const newline = body.indexOf(0x0a)
  const headerBytes = body.subarray(0, newline === -1 ? Math.min(body.length, MAX_HEADER_LENGTH + 1) : newline)
  if (headerBytes.length === 0 || headerBytes.length > MAX_HEADER_LENGTH) return { ok: false, reason: 'The envelope has no header line.' }
  let header: unknown
  try {
    header = JSON.parse(new TextDecoder().decode(headerBytes))
  } catch {
    return { ok: false, reason: 'The envelope header is not JSON.' }
  }
  const dsn = parseDsn((header as { dsn?: unknown })?.dsn as string | undefined)
  if (!dsn) return { ok: false, reason: 'The envelope header names no valid DSN.' }
  if (dsn.host !== configured.host || dsn.projectId !== configured.projectId)
    return { ok: false, reason: 'The envelope is for another Sentry project.' }
  return { ok: true }
}
