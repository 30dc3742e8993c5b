// @ts-check
/**
 * With Sentry tracing on, Next opens a span (two contexts, Sentry's scopes forked for each) around
 * every step of every request: reading the incoming trace, the request itself, finding the route,
 * running the handler, each write of the answer. Sentry keeps a sample of requests; the others still
 * paid for all of those spans (decision 009).
 *
 * Next asks, before each span, whether OpenTelemetry is on: yes if the active span is recording,
 * otherwise yes unless the registered tracer provider is OpenTelemetry's no-op one. This answers
 * with the decision Sentry will make for the request: Sentry's HTTP wrapper has already continued the
 * incoming trace or drawn the request's random number (its "propagation context"), and Sentry
 * samples a root span by exactly these (the incoming decision, else `sampleRand < tracesSampleRate`).
 * So a request Sentry will not sample runs without spans at all, and one it samples keeps every span.
 * Errors still carry the request's trace id: Sentry takes it from the propagation context.
 *
 * Next also starts one span per page without asking ("render route (app)", `getTracer().startSpan`):
 * in a request Sentry will not sample, its tracer for "next.js" hands out a span that records nothing,
 * in the request's trace, instead of Sentry's (which forks scopes and runs the sampler to decide the
 * same; issue 37, docs/benchmarks.md).
 * `tests/unit/unsampled-traces.test.ts` runs the real Sentry SDK, Next's tracer and an HTTP server,
 * so an upgrade that changes either side fails there.
 */
import { context, isSpanContextValid, ProxyTracerProvider, trace, TraceFlags } from '@opentelemetry/api'

/** OpenTelemetry's no-op provider: what a proxy with nothing registered delegates to. */
const NOOP_PROVIDER = new ProxyTracerProvider().getDelegate()

/** The name Next asks its tracer by (next/dist/server/lib/trace/tracer.js). */
const NEXT_TRACER = 'next.js'

/** Call once Sentry has registered its tracer provider (after Next's `prepare`); without Sentry it does nothing. */
export async function skipSpansInUnsampledTraces() {
  // Sentry's bundle registers its own copy of OpenTelemetry's proxy: recognised by shape, not class.
  const provider = /** @type {ProxyTracerProvider} */ (trace.getTracerProvider())
  if (typeof provider.getDelegate !== 'function' || provider.getDelegate().constructor.name === NOOP_PROVIDER.constructor.name) return
  // Sentry keeps its scopes on a global carrier shared by every copy of the same SDK version.
  const { generateSpanId, getClient, getCurrentScope } = await import('@sentry/core')
  const registered = provider.getDelegate.bind(provider)
  const registeredTracer = provider.getTracer.bind(provider)

  /** Whether Sentry will sample the root span of the current request (true when it cannot tell). */
  function sentryWillSample() {
    const options = getClient()?.getOptions()
    if (!options || typeof options.tracesSampler === 'function') return true
    const { sampled, sampleRand } = getCurrentScope().getPropagationContext()
    return sampled ?? sampleRand < (options.tracesSampleRate ?? 0)
  }

  /** Whether the current request's spans are recorded. */
  function sampledHere() {
    const active = trace.getSpan(context.active())
    // Sentry samples a child as its parent: a span of ours if it records, an incoming one by its flag.
    return !active
      ? sentryWillSample()
      : active.spanContext().isRemote
        ? (active.spanContext().traceFlags & TraceFlags.SAMPLED) !== 0
        : active.isRecording()
  }

  /**
   * OpenTelemetry's no-op tracer, but a span without a parent joins the request's trace (Sentry's
   * propagation context), not the invalid all-zero one: an error captured under it keeps its trace id.
   */
  const unsampledTracer = Object.create(NOOP_PROVIDER.getTracer(NEXT_TRACER))
  unsampledTracer.startSpan = (/** @type {string} */ _name, /** @type {unknown} */ _options, parent = context.active()) => {
    const parentSpan = trace.getSpanContext(parent)
    if (parentSpan && isSpanContextValid(parentSpan)) return trace.wrapSpanContext(parentSpan)
    const { traceId } = getCurrentScope().getPropagationContext()
    return trace.wrapSpanContext({ traceId, spanId: generateSpanId(), traceFlags: TraceFlags.NONE })
  }

  // Only Next reads getDelegate(); other tracers still come from the registered provider (getTracer).
  provider.getDelegate = () => (sampledHere() ? registered() : NOOP_PROVIDER)
  provider.getTracer = (/** @type {Parameters<typeof registeredTracer>} */ ...args) =>
    args[0] === NEXT_TRACER && !sampledHere() ? unsampledTracer : registeredTracer(...args)
}
