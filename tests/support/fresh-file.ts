import { vi } from 'vitest'

/**
 * The unit and integration projects run their files one after another in long-lived worker processes
 * (`isolate: false`), so Node loads node_modules once per worker rather than once per file
 * (docs/databases.md, "CI time"). What Vitest resets between isolated files is reset here instead, so
 * that each file starts as in a process of its own.
 */

type WorkerGlobals = typeof globalThis & {
  /** process.env as the worker received it, before any test file changed it. */
  __tubeliftWorkerEnv?: Record<string, string | undefined>
  /** Vitest's mocker of this worker (what it resets between isolated files). */
  __vitest_mocker__?: { reset(): void }
}

const worker = globalThis as WorkerGlobals

/** Puts process.env back to what the worker started with: nothing a previous file set survives. */
export function restoreWorkerEnv() {
  if (!worker.__tubeliftWorkerEnv) {
    worker.__tubeliftWorkerEnv = { ...process.env }
    return
  }
  const initial = worker.__tubeliftWorkerEnv
  for (const key of Object.keys(process.env)) if (!(key in initial)) delete process.env[key]
  Object.assign(process.env, initial)
}

/** Undoes a file's stubs, fake timers and mocks, and empties the module registry so the next file evaluates the app's modules afresh. */
export function resetVitestState() {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  const mocker = worker.__vitest_mocker__
  if (typeof mocker?.reset !== 'function') throw new Error('Vitest no longer exposes its mocker: a shared worker cannot reset mocks')
  mocker.reset()
  vi.resetModules()
}
