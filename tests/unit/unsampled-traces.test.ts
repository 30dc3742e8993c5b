import { trace, type Span } from '@opentelemetry/api'
import * as Sentry from '@sentry/nextjs'
import { getTracer } from 'next/dist/server/lib/trace/tracer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sentryServerOptions } from '@/lib/monitoring/sentry-server'

import { skipSpansInUnsampledTraces } from '../../server/unsampled-traces.mjs'

/**
 * server/unsampled-traces.mjs relies on how Next decides to open a span and on how Sentry's tracer
 * provider is registered. This runs both for real: Sentry as `src/instrumentation.ts` sets it up,
 * Next's own tracer, and an incoming trace Sentry did or did not sample (`sentry-trace` header).
 */
beforeAll(() => {
  // A DSN nobody listens on: nothing is captured here, and sampled spans are dropped on the floor.
  Sentry.init(sentryServerOptions({ serverDsn: 'http://public@127.0.0.1:9/1', environment: 'test', release: undefined, tracesSampleRate: 0.1 }))
})

afterAll(() => Sentry.close(0))

const traceId = 'a'.repeat(32)
type Seen = { span: Span | undefined; recording: boolean }
/** The active span, and whether it records, while it is open (an ended span records nothing). */
const activeSpan = (): Seen => ({ span: trace.getActiveSpan(), recording: trace.getActiveSpan()?.isRecording() ?? false })

/** A request as Next handles it: its root span, and the span the route handler runs in. */
function handleRequest(sampled: boolean): Promise<{ root: Seen; handler: Seen }> {
  const sentryTrace = `${traceId}-${'b'.repeat(16)}-${sampled ? 1 : 0}`
  return Sentry.continueTrace({ sentryTrace, baggage: undefined }, () =>
    getTracer().trace('BaseServer.handleRequest', async () => {
      const root = activeSpan()
      const handler = await getTracer().trace('AppRouteRouteHandlers.runHandler', async () => activeSpan())
      return { root, handler }
    }),
  )
}

describe('spans of traces Sentry does not sample', () => {
  it('are opened by Next without the skip (what the skip is for)', async () => {
    const { root, handler } = await handleRequest(false)
    expect(root.recording).toBe(false)
    expect(handler.span).not.toBe(root.span)
  })

  it('are not opened once skipped: the handler runs in the root span', async () => {
    skipSpansInUnsampledTraces()
    const { root, handler } = await handleRequest(false)
    expect(root.span).toBeDefined()
    expect(root.recording).toBe(false)
    expect(handler.span).toBe(root.span)
    expect(handler.span?.spanContext().traceId).toBe(traceId)
  })

  it('leaves sampled traces every span', async () => {
    const { root, handler } = await handleRequest(true)
    expect(root.recording).toBe(true)
    expect(handler.span).not.toBe(root.span)
    expect(handler.recording).toBe(true)
    expect(handler.span?.spanContext().traceId).toBe(traceId)
  })
})
