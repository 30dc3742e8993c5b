import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'

import { trace, type Span } from '@opentelemetry/api'
import * as Sentry from '@sentry/nextjs'
import { AppRenderSpan } from 'next/dist/server/lib/trace/constants'
import { getTracer } from 'next/dist/server/lib/trace/tracer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { skipSpansInUnsampledTraces } from '../../server/unsampled-traces.mjs'
import { initServerSentry } from '../support/sentry-sdk'

/**
 * server/unsampled-traces.mjs relies on how Next decides to open a span, on how Sentry registers its
 * tracer and on how it samples. This runs all three for real: Sentry as `src/instrumentation.ts` sets
 * it up (one request in two sampled here), an HTTP server Sentry wraps, and Next's tracer opening
 * spans as its base server does (the incoming trace, the request, the route handler inside it), and
 * the span it starts for a page's render without asking whether tracing is on.
 */
type Seen = { span: Span | undefined; local: boolean; recording: boolean }
type HandledRequest = { root: Seen; handler: Seen; render: Seen & { traceId: string | undefined }; traceId: string | undefined }

/** The trace an error captured here would belong to. */
const errorTraceId = () => Sentry.getTraceData()['sentry-trace']?.split('-')[0]

/** The active span while it is open (an ended span records nothing), and whether it is ours. */
function activeSpan(): Seen {
  const span = trace.getActiveSpan()
  return { span, local: Boolean(span && !span.spanContext().isRemote), recording: span?.isRecording() ?? false }
}

let server: Server
let port: number
const seen: HandledRequest[] = []

beforeAll(async () => {
  // A DSN nobody listens on: nothing is captured here, and sampled spans are dropped on the floor.
  initServerSentry('http://public@127.0.0.1:9/1', 0.5)
  server = createServer(async (req, res) => {
    const tracer = getTracer()
    seen.push(
      await tracer.withPropagatedContext(req.headers, () =>
        tracer.trace('BaseServer.handleRequest', async () => {
          const root = activeSpan()
          const handler = await tracer.trace('AppRouteRouteHandlers.runHandler', async () => activeSpan())
          // As the app page runtime does for every page: started whether tracing is on or not.
          // Next names it `render route (app) <route>`, of the type below.
          const page = tracer.startSpan(AppRenderSpan.getBodyResult)
          const render = tracer.withSpan(page, () => ({ ...activeSpan(), traceId: errorTraceId() }))
          if (page.isRecording()) page.end()
          return { root, handler, render, traceId: errorTraceId() }
        }),
      ),
    )
    res.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await Sentry.close(0)
})

const incomingTrace = 'a'.repeat(32)

/** One request; `sampled` is the decision of an incoming trace (`sentry-trace` header), if any. */
async function request(sampled?: boolean): Promise<HandledRequest> {
  const headers: Record<string, string> =
    sampled === undefined ? {} : { 'sentry-trace': `${incomingTrace}-${'b'.repeat(16)}-${sampled ? 1 : 0}` }
  // Sentry traces this process's own HTTP client and would add its trace: the request goes out raw.
  const lines = [
    'GET / HTTP/1.1',
    `Host: 127.0.0.1:${port}`,
    'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ]
  await new Promise<void>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(`${lines.join('\r\n')}\r\n\r\n`))
    socket
      .on('error', reject)
      .on('close', () => resolve())
      .resume()
  })
  return seen.at(-1)!
}

describe('requests Sentry does not sample', () => {
  it('get Next’s spans without the skip (what the skip is for)', async () => {
    const { root, handler, render } = await request(false)
    expect(root.local).toBe(true)
    expect(root.recording).toBe(false)
    expect(handler.span).not.toBe(root.span)
    expect(render).toMatchObject({ local: true, recording: false, traceId: incomingTrace })
  })

  it('get none once skipped, and keep their trace id for errors', async () => {
    await skipSpansInUnsampledTraces()
    const { root, handler, render, traceId } = await request(false)
    expect(root.local).toBe(false)
    expect(handler.local).toBe(false)
    expect(traceId).toBe(incomingTrace)
    // The page's span is not Sentry's (which would fork scopes and run the sampler) and records nothing.
    expect(render).toMatchObject({ recording: false, traceId: incomingTrace })
    expect(render.span?.constructor.name).toBe('NonRecordingSpan')
  })

  it('leave sampled requests every span', async () => {
    const { root, handler, render, traceId } = await request(true)
    expect(render).toMatchObject({ local: true, recording: true, traceId: incomingTrace })
    expect(root).toMatchObject({ local: true, recording: true })
    expect(handler).toMatchObject({ local: true, recording: true })
    expect(handler.span).not.toBe(root.span)
    expect(handler.span?.spanContext().traceId).toBe(incomingTrace)
    expect(traceId).toBe(incomingTrace)
  })

  it('agree with Sentry’s own sampling of new traces: every request fully traced or not at all', async () => {
    const requests: HandledRequest[] = []
    for (let i = 0; i < 40; i++) requests.push(await request())
    for (const { root, handler, render, traceId } of requests) {
      expect([
        root.local && root.recording && handler.local && handler.recording && handler.span !== root.span && render.recording,
        !root.local && !handler.local && !render.recording,
      ]).toContain(true)
      // A new trace, traced or not: errors in the page's render belong to the request's trace.
      expect(render.traceId).toMatch(/^[0-9a-f]{32}$/)
      expect(render.traceId).not.toBe('0'.repeat(32))
      expect(render.traceId).toBe(traceId)
    }
    const traced = requests.filter(({ root }) => root.local).length
    expect(traced).toBeGreaterThan(0)
    expect(traced).toBeLessThan(40)
  })
})
