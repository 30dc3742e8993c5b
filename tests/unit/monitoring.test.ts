import { describe, expect, it, vi } from 'vitest'

import { checkEnvelope, envelopeEndpoint, parseDsn } from '@/lib/monitoring/envelope'
import { sentryServerOptions } from '@/lib/monitoring/sentry-server'
import { monitoringSettings } from '@/lib/monitoring/settings'
import { PUBLIC_PAGES_SOURCE, securityHeaders } from '@/lib/http/security-headers'

const DSN = 'https://abc123@o42.ingest.sentry.io/4507'
const configured = parseDsn(DSN)!
const envelope = (header: unknown) =>
  new TextEncoder().encode(`${typeof header === 'string' ? header : JSON.stringify(header)}\n{"type":"event"}\n{"message":"boom"}`)

describe('Sentry DSNs', () => {
  it('reads the parts of a DSN and builds the envelope endpoint', () => {
    expect(configured).toEqual({ protocol: 'https:', host: 'o42.ingest.sentry.io', projectId: '4507', publicKey: 'abc123' })
    expect(envelopeEndpoint(configured, DSN)).toBe('https://o42.ingest.sentry.io/api/4507/envelope/')
    const selfHosted = 'http://key@sentry.internal:9000/sentry/12'
    expect(envelopeEndpoint(parseDsn(selfHosted)!, selfHosted)).toBe('http://sentry.internal:9000/sentry/api/12/envelope/')
  })

  it.each(['', 'not a url', 'https://o42.ingest.sentry.io/4507', 'ftp://abc@host/1', 'https://abc@host/not-a-number'])(
    'refuses %j',
    (value) => {
      expect(parseDsn(value)).toBeNull()
    },
  )
})

describe('the tunnel envelope check', () => {
  it('accepts an envelope for the configured project', () => {
    expect(checkEnvelope(envelope({ dsn: DSN, sent_at: '2026-11-21T00:00:00Z' }), configured)).toEqual({ ok: true })
  })

  it.each([
    ['another host', { dsn: 'https://abc123@evil.example/4507' }],
    ['another project', { dsn: 'https://abc123@o42.ingest.sentry.io/9999' }],
    ['no DSN', { sent_at: 'now' }],
    ['an invalid DSN', { dsn: 'javascript:alert(1)' }],
  ])('refuses an envelope for %s', (_, header) => {
    expect(checkEnvelope(envelope(header), configured).ok).toBe(false)
  })

  it('refuses malformed envelopes', () => {
    expect(checkEnvelope(envelope('not json'), configured).ok).toBe(false)
    expect(checkEnvelope(new Uint8Array(), configured).ok).toBe(false)
    expect(checkEnvelope(new TextEncoder().encode(`{"dsn":"${'x'.repeat(20_000)}"}`), configured).ok).toBe(false)
  })
})

describe("Sentry's server options", () => {
  const settings = { serverDsn: 'http://key@127.0.0.1:9/1', environment: 'test', release: undefined }

  it('instrument database and Redis clients only where traces are sampled and such a client is in use', () => {
    expect(sentryServerOptions({ ...settings, tracesSampleRate: 0.1, tracedClients: true })).toMatchObject({
      enableRuntimeChannelInjection: true,
    })
    expect(sentryServerOptions({ ...settings, tracesSampleRate: 0.1, tracedClients: false })).toMatchObject({
      enableRuntimeChannelInjection: false,
    })
    expect(sentryServerOptions({ ...settings, tracesSampleRate: 0, tracedClients: true })).toMatchObject({
      enableRuntimeChannelInjection: false,
    })
  })

  it('read from the environment which clients are in use', () => {
    vi.stubEnv('REDIS_URL', '')
    vi.stubEnv('DATABASE_URI', 'file:./data/app.db')
    expect(monitoringSettings().tracedClients).toBe(false)
    vi.stubEnv('DATABASE_URI', 'postgresql://app@localhost/app')
    expect(monitoringSettings().tracedClients).toBe(true)
    vi.stubEnv('DATABASE_URI', 'file:./data/app.db')
    vi.stubEnv('REDIS_URL', 'redis://localhost:6379')
    expect(monitoringSettings().tracedClients).toBe(true)
    vi.unstubAllEnvs()
  })
})

describe('security headers', () => {
  const header = (rules: ReturnType<typeof securityHeaders>, source: string, key: string) =>
    rules.find((r) => r.source === source)?.headers.find((h) => h.key === key)?.value

  it('send a CSP that allows only what the site loads', () => {
    const rules = securityHeaders('https://tubelift.dev', true)
    const csp = header(rules, PUBLIC_PAGES_SOURCE, 'Content-Security-Policy')!
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain('https://i.ytimg.com')
    expect(csp).toContain('https://www.youtube-nocookie.com')
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).not.toContain('unsafe-eval')
    expect(header(rules, '/:path*', 'Strict-Transport-Security')).toContain('max-age=')
  })

  it('leave out https-only headers for a plain http site', () => {
    const rules = securityHeaders('http://localhost:3000', true)
    expect(header(rules, '/:path*', 'Strict-Transport-Security')).toBeUndefined()
    expect(header(rules, PUBLIC_PAGES_SOURCE, 'Content-Security-Policy')).not.toContain('upgrade-insecure-requests')
  })
})
