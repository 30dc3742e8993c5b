import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'

import { resetVitestState, restoreWorkerEnv } from '../../support/fresh-file'
import { until } from '../../support/until'

/**
 * The integration suite runs its files one after another in a worker process (`isolate: false`
 * in vitest.config.ts; PostgreSQL's run has two, files in parallel), so Node loads Payload, Drizzle,
 * the database drivers and the rest of node_modules once per worker instead of once per file
 * (measured in docs/databases.md, Tests on each engine). Each file still starts as if in a process of its own: the environment the worker
 * started with, the app's modules evaluated afresh (Vitest's module registry and its mocks are
 * reset after every file, as Vitest does between isolated files), no Payload instance cached, and
 * the previous file's job crons stopped and database connections closed.
 */

/** An entry of getPayload's cache (payload/dist/index.js). */
type CachedPayload = { payload: Payload | null; promise: Promise<Payload> | null }

type WorkerGlobals = typeof globalThis & {
  /** getPayload's cache of instances by key (payload/dist/index.js). */
  _payload?: Map<string, CachedPayload>
}

const worker = globalThis as WorkerGlobals

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
 * Takes out of getPayload's cache an instance this file's modules did not make: work a previous
 * file left running (a late webhook, a handler still awaiting) that called getPayload after that
 * file's teardown emptied the cache. It holds that file's config and database URI, and the app's
 * next `getPayload({ config })` would be handed it instead of this file's own: tests would read
 * another database (the copy's target "with the schema but no rows", docs/databases.md). The
 * instance is closed, and its key made again on this file's config. Returns whether one was found.
 */
export async function dropForeignPayload(config: unknown, key = 'default'): Promise<boolean> {
  const cached = worker._payload?.get(key)
  const payload = await cached?.promise?.catch(() => null)
  if (!cached || !payload || payload.config === config) return false
  worker._payload!.delete(key)
  console.warn(`shared int worker: getPayload's "${key}" instance was made by a previous file's leftover work; closed and replaced`)
  await closeTestPayload(payload).catch(() => undefined)
  return true
}

/** What must run when a file ends: its own steps (onFileEnd), then the reset above. */
type FileEnd = { steps: (() => Promise<void>)[]; run: () => Promise<void> }

const ending = globalThis as typeof globalThis & {
  /** The running file's end, until it has run (end-previous-file.ts runs one its hooks skipped). */
  __tubeliftFileEnd?: FileEnd
}

/** A step of this file's end (closing its database), run before the worker's reset, last registered first. */
export function onFileEnd(step: () => Promise<void>) {
  ending.__tubeliftFileEnd?.steps.push(step)
}

/**
 * Called first in the setup file of every test file. `loadedPayload` gives this file's Payload
 * instance if it made one (closing it must not start one). The file's end runs in an afterAll hook;
 * Vitest runs no hook of a file whose tests are all skipped (query-count on PostgreSQL), so then the
 * next file runs it first (end-previous-file.ts): otherwise that file would inherit this one's
 * modules, with the environment and database URI they read when evaluated (docs/databases.md).
 */
export function startFileInSharedWorker(loadedPayload: () => Promise<Payload> | undefined) {
  restoreWorkerEnv()
  // Instances made since the previous file's teardown (see dropForeignPayload) are closed before this file starts.
  const leftovers = [...(worker._payload?.entries() ?? [])]
  worker._payload?.clear()
  if (leftovers.length) {
    console.warn(
      `shared int worker: closing Payload instances made after the previous file ended (${leftovers.map(([key]) => key).join(', ')})`,
    )
    beforeAll(async () => {
      for (const [, cached] of leftovers) {
        const payload = await cached.promise?.catch(() => null)
        if (payload) await closeTestPayload(payload).catch(() => undefined)
      }
    })
  }
  const end: FileEnd = {
    steps: [],
    run: async () => {
      if (ending.__tubeliftFileEnd !== end) return
      ending.__tubeliftFileEnd = undefined
      for (const step of [...end.steps].reverse()) await step()
      const payload = await loadedPayload()?.catch(() => undefined)
      if (payload) {
        await closeTestPayload(payload)
        if (payload.db.name === 'sqlite') (payload.db as unknown as SQLiteAdapter).client?.close()
      }
      worker._payload?.clear()
      resetVitestState()
    },
  }
  ending.__tubeliftFileEnd = end
  afterAll(end.run)
}

/** Runs the previous file's end if its hooks did not run (every test of it skipped). */
export async function endPreviousFile() {
  const end = ending.__tubeliftFileEnd
  if (!end) return
  console.warn('shared int worker: the previous file ran no hooks (all its tests skipped); ending it now')
  await end.run()
}
