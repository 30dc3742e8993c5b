import { resetVitestState, restoreWorkerEnv } from '../support/fresh-file'

/**
 * The unit project's setup file, run before each test file imports anything: the files share their
 * worker process (`isolate: false`), so whatever the previous file stubbed, mocked, faked or set in
 * process.env is undone, and the app's modules are evaluated afresh. At the start rather than in an
 * afterAll, which Vitest skips for a file whose tests are all skipped.
 */
resetVitestState()
restoreWorkerEnv()

// Sentry keeps its client and scopes on globalThis, and OpenTelemetry its tracer provider and context
// manager, which it refuses to register twice: a file that starts the real SDK (tests/support/sentry-sdk.ts)
// must not find the previous one's.
const globals = globalThis as Record<string | symbol, unknown>
delete globals.__SENTRY__
for (const key of Object.getOwnPropertySymbols(globals)) if (key.description?.startsWith('opentelemetry.js.api.')) delete globals[key]
