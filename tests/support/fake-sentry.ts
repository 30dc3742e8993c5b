import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A loopback Sentry ingest: accepts envelopes at /api/{project}/envelope/ as sentry.io does and keeps
 * them, byte for byte, for tests to read (GET /received). `failing` makes it answer 503, `down()`
 * closes the port so a tunnel sees the connection refused.
 */
export type ReceivedEnvelope = { project: string; body: string; at: string }

export type FakeSentry = {
  url: string
  port: number
  /** The DSN of project 1 on this ingest. */
  dsn: string
  received: ReceivedEnvelope[]
  setFailing(failing: boolean): void
  close(): Promise<void>
}

export async function startFakeSentry({ port }: { port: number }): Promise<FakeSentry> {
  const received: ReceivedEnvelope[] = []
  let failing = false
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (req.method === 'GET' && url.pathname === '/received') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received))
      return
    }
    const match = /^\/api\/(\d+)\/envelope\/?$/.exec(url.pathname)
    if (req.method !== 'POST' || !match) {
      res.writeHead(404).end()
      return
    }
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    if (failing) {
      res.writeHead(503, { 'content-type': 'application/json' }).end('{"detail":"ingest unavailable"}')
      return
    }
    received.push({ project: match[1]!, body: Buffer.concat(chunks).toString('utf8'), at: new Date().toISOString() })
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"fake"}')
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const actual = (server.address() as AddressInfo).port
  const url = `http://127.0.0.1:${actual}`
  return {
    url,
    port: actual,
    dsn: `http://e2epublickey@127.0.0.1:${actual}/1`,
    received,
    setFailing: (value) => {
      failing = value
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
