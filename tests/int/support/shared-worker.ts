import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { afterAll, vi } from 'vitest'

import { until } from '../../support/until'

/**
 * The integration suite runs its files one after another in ONE worker process (`isolate: false`
 * in vitest.config.ts), so Node loads Payload, Drizzle, the database drivers and the rest of
 * node_modules once per run instead of once per file (measured in docs/databases.md, Tests on each
 * engine). Each file still starts as if in a process of its own: the environment the worker
 * started with, the app's modules evaluated afresh (Vitest's module registry and its mocks are
 * reset after every file, as Vitest does between isolated files), no Payload instance cached, and
 * the previous file's job crons stopped and database connections closed.
 */

type WorkerGlobals = typeof globalThis & {
  /** process.env as the worker received it, before any test file changed it. */
  __tubeliftIntEnv?: Record<string, string | undefined>
  /** Vitest's mocker of this worker (what it resets between isolated files). */
  __vitest_mocker__?: { reset(): void }
  /** getPayload's cache of instances by key (payload/dist/index.js). */
  _payload?: Map<string, unknown>
}

const worker = globalThis as WorkerGlobals

/** Puts process.env back to what the worker started with: nothing a previous file set survives. */
function restoreWorkerEnv() {
  if (!worker.__tubeliftIntEnv) {
    worker.__tubeliftIntEnv = { ...process.env }
    return
  }
  const initial = worker.__tubeliftIntEnv
  for (const key of Object.keys(process.env)) if (!(key in initial)) delete process.env[key]
  Object.assign(process.env, initial)
}

/**
 * Stops this file's Payload: its job crons (Payload's REST handler starts them) and, once a run in
 * progress has ended, its database adapter. A run cut short would log errors into the next file.
 */
export async function closeTestPayload(payload: Payload) {
  const crons = [...payload.crons]
  for (const cron of crons) cron.stop()
  await until(() => crons.every((cron) => !cron.isBusy()), { timeoutMs: 60_000, what: 'the job crons finishing their run' })
  await payload.destroy()
}

/**
 * Called first in the setup file of every test file. `loadedPayload` gives this file's Payload
 * instance if it made one (closing it must not start one).
 */
export function startFileInSharedWorker(loadedPayload: () => Promise<Payload> | undefined) {
  restoreWorkerEnv()
  // Registered before the setup file's other hooks, so it runs after them (after-hooks run in reverse).
  afterAll(async () => {
    const payload = await loadedPayload()?.catch(() => undefined)
    if (payload) {
      await closeTestPayload(payload)
      if (payload.db.name === 'sqlite') (payload.db as unknown as SQLiteAdapter).client?.close()
    }
    worker._payload?.clear()
    vi.unstubAllEnvs()
    vi.unstubAllGlobals()
    vi.useRealTimers()
    const mocker = worker.__vitest_mocker__
    if (typeof mocker?.reset !== 'function')
      throw new Error('Vitest no longer exposes its mocker: the shared int worker cannot reset mocks')
    mocker.reset()
    vi.resetModules()
  })
}
