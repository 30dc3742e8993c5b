import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import * as Sentry from '@sentry/nextjs'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { apiRoute } from '@/lib/services/api'
import { AppError } from '@/lib/errors'
import { startFakeSentry, type FakeSentry } from '../support/fake-sentry'
import { initServerSentry } from '../support/sentry-sdk'

vi.mock('@/lib/payload/client', () => ({ payloadClient: async () => ({ logger: { error: () => {} } }) }))

/**
 * API routes answer their own errors, so Next never reports them: `apiRoute` does, for bugs only.
 * Runs the real Sentry SDK with the server's options against a loopback Sentry, behind a real HTTP
 * server so Sentry scopes each request as in production, and checks what a report carries.
 */
let sentry: FakeSentry
let server: Server
let base: string

const route = apiRoute(
  async ({ request }) => {
    const { pathname } = new URL(request.url)
    if (pathname === '/bug') throw new Error('a bug in a tool')
    throw new AppError('not_found')
  },
  { auth: 'none', limit: 'none', maxBodyBytes: 0 },
)

beforeAll(async () => {
  sentry = await startFakeSentry({ port: 0 })
  vi.stubEnv('SENTRY_DSN', sentry.dsn)
  initServerSentry(sentry.dsn, 0)
  // As Next does: the body is read, then the route runs in the request's own async context.
  server = createServer(async (req, res) => {
    const body = await new Promise<string>((resolve) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    })
    const headers = new Headers(Object.entries(req.headers).map(([name, value]): [string, string] => [name, String(value)]))
    const response = await route(
      new Request(`${base}${req.url}`, { method: req.method, headers, body: req.method === 'POST' ? body : undefined }),
      undefined,
    )
    res.writeHead(response.status, Object.fromEntries(response.headers)).end(await response.text())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await Sentry.close(0)
  await sentry.close()
  vi.unstubAllEnvs()
})

/** The error events Sentry received (not sessions or transactions). */
async function events(): Promise<string[]> {
  await Sentry.flush(2_000)
  return sentry.received.map((envelope) => envelope.body).filter((body) => body.includes('"type":"event"'))
}

describe('errors API routes answer themselves', () => {
  it('reports a bug with its request id, and none of the password, the session cookie or the IP address', async () => {
    const response = await fetch(`${base}/bug`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'payload-token=secret-session-token', 'x-request-id': 'req-1234' },
      body: JSON.stringify({ email: 'someone@example.com', password: 'hunter2-password' }),
    })
    expect(response.status).toBe(500)
    const [report, ...more] = await events()
    expect(more).toHaveLength(0)
    expect(report).toContain('a bug in a tool')
    expect(report).toContain('req-1234')
    expect(report).toContain(`"url":"${base}/bug"`)
    expect(report).not.toContain('hunter2-password')
    expect(report).not.toContain('secret-session-token')
    expect(report).not.toContain('ip_address')
  })

  it("reports the path without its query: an OAuth callback's code and state, an email link's token", async () => {
    const before = (await events()).length
    const response = await fetch(`${base}/bug?code=4%2Fsecret-oauth-code&state=secret-state&token=secret-link-token`)
    expect(response.status).toBe(500)
    const [report, ...more] = (await events()).slice(before)
    expect(more).toHaveLength(0)
    expect(report).toContain(`"url":"${base}/bug"`)
    for (const secret of ['secret-oauth-code', 'secret-state', 'secret-link-token']) expect(report).not.toContain(secret)
  })

  it('does not report what the API expects (a 404 here)', async () => {
    const before = (await events()).length
    expect((await fetch(`${base}/missing`)).status).toBe(404)
    expect(await events()).toHaveLength(before)
  })
})
