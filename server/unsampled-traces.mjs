// @ts-check
/**
 * With Sentry tracing on, Next opens a span (two contexts, Sentry's scopes forked for each) around
 * every step of every request: finding the route, running the handler, each write of the answer.
 * In a trace Sentry did not sample, none of them is ever sent, yet together they cost a tool API
 * call a sixth of its CPU (docs/benchmarks.md).
 *
 * Next asks, before each span, whether OpenTelemetry is on: yes if the active span is recording,
 * otherwise yes unless the registered tracer provider is OpenTelemetry's no-op one. This answers
 * "no-op" exactly when a request's root span was not sampled, so Next runs the steps without spans.
 * Sampled requests keep every span; the root span of an unsampled one stays, and with it the trace
 * id that errors and outgoing calls carry. `tests/unit/unsampled-traces.test.ts` runs the real
 * Sentry SDK and Next's tracer, so an upgrade that changes either check fails there.
 */
import { context, ProxyTracerProvider, trace } from '@opentelemetry/api'

/** OpenTelemetry's no-op provider: what a proxy with nothing registered delegates to. */
const NOOP_PROVIDER = new ProxyTracerProvider().getDelegate()

/** Call once Sentry has registered its tracer provider (after Next's `prepare`); without Sentry it does nothing. */
export function skipSpansInUnsampledTraces() {
  // Sentry's bundle registers its own copy of OpenTelemetry's proxy: recognised by shape, not class.
  const provider = /** @type {ProxyTracerProvider} */ (trace.getTracerProvider())
  if (typeof provider.getDelegate !== 'function' || provider.getDelegate().constructor.name === NOOP_PROVIDER.constructor.name) return
  const registered = provider.getDelegate.bind(provider)
  // Only Next reads getDelegate(); tracers still come from the registered provider (getTracer).
  provider.getDelegate = () => {
    const active = trace.getSpan(context.active())
    return active && !active.isRecording() ? NOOP_PROVIDER : registered()
  }
}
