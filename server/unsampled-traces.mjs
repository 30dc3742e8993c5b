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
 * `tests/unit/unsampled-traces.test.ts` runs the real Sentry SDK, Next's tracer and an HTTP server,
 * so an upgrade that changes either side fails there.
 */
import { context, ProxyTracerProvider, trace, TraceFlags } from '@opentelemetry/api'

/** OpenTelemetry's no-op provider: what a proxy with nothing registered delegates to. */
const NOOP_PROVIDER = new ProxyTracerProvider().getDelegate()

/** Call once Sentry has registered its tracer provider (after Next's `prepare`); without Sentry it does nothing. */
export async function skipSpansInUnsampledTraces() {
  // Sentry's bundle registers its own copy of OpenTelemetry's proxy: recognised by shape, not class.
  const provider = /** @type {ProxyTracerProvider} */ (trace.getTracerProvider())
  if (typeof provider.getDelegate !== 'function' || provider.getDelegate().constructor.name === NOOP_PROVIDER.constructor.name) return
  // Sentry keeps its scopes on a global carrier shared by every copy of the same SDK version.
  const { getClient, getCurrentScope } = await import('@sentry/core')
  const registered = provider.getDelegate.bind(provider)

  /** Whether Sentry will sample the root span of the current request (true when it cannot tell). */
  function sentryWillSample() {
    const options = getClient()?.getOptions()
    if (!options || typeof options.tracesSampler === 'function') return true
    const { sampled, sampleRand } = getCurrentScope().getPropagationContext()
    return sampled ?? sampleRand < (options.tracesSampleRate ?? 0)
  }

  // Only Next reads getDelegate(); tracers still come from the registered provider (getTracer).
  provider.getDelegate = () => {
    const active = trace.getSpan(context.active())
    // Sentry samples a child as its parent: a span of ours if it records, an incoming one by its flag.
    const sampled = !active
      ? sentryWillSample()
      : active.spanContext().isRemote
        ? (active.spanContext().traceFlags & TraceFlags.SAMPLED) !== 0
        : active.isRecording()
    return sampled ? registered() : NOOP_PROVIDER
  }
}
