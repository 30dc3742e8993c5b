import type { BaseDatabaseAdapter, DatabaseAdapterObj, Migration } from 'payload'

import { extendAdapter } from './extend-adapter'

/** A migration as each engine's `src/migrations*` index lists it (its arguments typed for that engine). */
type CommittedMigration = { name: string; up: (args: never) => Promise<void>; down: (args: never) => Promise<void> }

/**
 * Applies an engine's committed migrations when a production server connects, as Payload's
 * `prodMigrations` does, but loads them only then. Given to `prodMigrations`, they were imported by
 * the config, and Turbopack copies the config's code into every route's chunk: 300 kB of SQL per
 * route a visitor opens, run once per process by the start (decision 010).
 */
export function migrateOnStart<T extends BaseDatabaseAdapter>(
  adapterObj: DatabaseAdapterObj<T>,
  loadMigrations: () => Promise<CommittedMigration[]>,
): DatabaseAdapterObj<T> {
  return extendAdapter(adapterObj, (adapter) => {
    const connect = adapter.connect!.bind(adapter)
    adapter.connect = async (options) => {
      await connect(options)
      if (process.env.NODE_ENV === 'production') {
        // Payload's adapters take them untyped, as they do from `prodMigrations`.
        await adapter.migrate({ migrations: (await loadMigrations()) as Migration[] })
      }
    }
  })
}
