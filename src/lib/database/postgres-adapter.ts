import { readFileSync } from 'node:fs'
import path from 'node:path'

import { postgresAdapter, type PostgresAdapter, type PostgresAdapterArgs } from '@payloadcms/db-postgres'
import type { DatabaseAdapterObj } from 'payload'

import { noteDatabaseOutcome } from '@/lib/database/errors'
import { extendAdapter } from '@/lib/database/extend-adapter'
import type { Env } from '@/lib/env'
import { jobUpdates } from '@/lib/database/postgres-job-claims'
import { LOCK_SPACES } from '@/lib/database/postgres-locks'

export type PostgresSettings = Pick<
  Env,
  'DATABASE_URI' | 'DATABASE_POOL_SIZE' | 'DATABASE_STATEMENT_TIMEOUT_MS' | 'DATABASE_SSL' | 'DATABASE_SSL_CA'
>

/** A transaction left open this long (a stuck request) is ended by the server, releasing its row and advisory locks. */
const IDLE_IN_TRANSACTION_MS = 60_000

/**
 * The `pg` pool of each instance: a bounded number of connections (instances × pool size must stay
 * under the server's `max_connections`), 5 s to connect, so a request made while PostgreSQL is down
 * fails fast with a 503 instead of waiting, and a statement timeout, so a runaway query cannot hold
 * a connection. `DATABASE_SSL=require` encrypts without checking the certificate (libpq's
 * `sslmode=require`); `verify` checks it against the system's CAs or `DATABASE_SSL_CA`.
 */
export function postgresPoolOptions(settings: PostgresSettings): PostgresAdapterArgs['pool'] {
  const ssl =
    settings.DATABASE_SSL === 'off'
      ? undefined
      : settings.DATABASE_SSL === 'require'
        ? { rejectUnauthorized: false }
        : { rejectUnauthorized: true, ...(settings.DATABASE_SSL_CA ? { ca: readFileSync(settings.DATABASE_SSL_CA, 'utf8') } : {}) }
  return {
    connectionString: settings.DATABASE_URI,
    max: settings.DATABASE_POOL_SIZE ?? 10,
    connectionTimeoutMillis: 5_000,
    statement_timeout: settings.DATABASE_STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
    application_name: 'tubelift',
    ...(ssl ? { ssl } : {}),
  }
}

type Callback = (error: Error | null, ...rest: unknown[]) => unknown

/** Notes the outcome of a connection attempt or a query, then calls `callback`. */
const noting =
  (callback: Callback): Callback =>
  (error, ...rest) => {
    noteDatabaseOutcome(error)
    return callback(error, ...rest)
  }

/**
 * `pg`'s client, noting whether each connection attempt and query succeeded (see
 * server/database-outages.mjs: while PostgreSQL cannot be reached, a page that fails is a 503). The
 * pool uses the callback forms, Drizzle the promise forms: both are watched.
 */
function watchedClient(pg: PostgresAdapter['pg']) {
  return class WatchedClient extends pg.Client {
    // @ts-expect-error one implementation for pg's many overloads, which it passes on as they are
    override connect(callback?: Callback) {
      if (callback) return super.connect(noting(callback))
      const connecting = super.connect()
      connecting.then(() => noteDatabaseOutcome(null), noteDatabaseOutcome)
      return connecting
    }

    // @ts-expect-error as above
    override query(...args: unknown[]) {
      const last = args.at(-1)
      if (typeof last === 'function') args[args.length - 1] = noting(last as Callback)
      const result: unknown = Reflect.apply(pg.Client.prototype.query, this, args)
      if (result instanceof Promise) result.then(() => noteDatabaseOutcome(null), noteDatabaseOutcome)
      return result
    }
  }
}

/**
 * The pool is made here, before Payload's `connect` runs, which then uses it as it is. Payload's own
 * start checks out one connection it never returns, and a new one each time that connection is
 * reset, so the pool would shrink with every network hiccup; and it adds no listener for errors of
 * idle connections, which `pg` then throws, so a PostgreSQL restart would end the process. Here an
 * idle connection that dies is logged and dropped (the pool opens a new one on demand), and the
 * first connection is returned at once. A missing database is still created, as Payload does.
 */
async function openPool(adapter: PostgresAdapter) {
  const pool = new adapter.pg.Pool({ ...adapter.poolOptions, Client: watchedClient(adapter.pg) as unknown as typeof adapter.pg.Client })
  pool.on('error', (error) =>
    adapter.payload.logger.warn(`A PostgreSQL connection was lost (${error.message}); the pool opens another on demand`),
  )
  try {
    ;(await pool.connect()).release()
  } catch (error) {
    if (!(error instanceof Error && /database .* does not exist/i.test(error.message))) throw error
    adapter.payload.logger.info(`${error.message}: creating it`)
    await adapter.createDatabase()
  }
  adapter.pool = pool
}

/**
 * Runs the migrations holding a session-level advisory lock on a connection of its own: instances
 * starting together take turns, and the second finds the migrations applied instead of running
 * them a second time (and failing on tables that already exist).
 */
async function oneMigratorAtATime(adapter: PostgresAdapter, migrate: () => Promise<void>) {
  const client = await adapter.pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1, 0)', [LOCK_SPACES.migrations])
    await migrate()
  } finally {
    await client.query('SELECT pg_advisory_unlock($1, 0)', [LOCK_SPACES.migrations]).catch(() => undefined)
    client.release()
  }
}

/** Payload's PostgreSQL adapter with the pool above, atomic job claims, and migrations applied by one instance at a time. */
export function postgresDatabase(settings: PostgresSettings, sourceDir: string): DatabaseAdapterObj<PostgresAdapter> {
  const adapterObj = postgresAdapter({
    pool: postgresPoolOptions(settings),
    migrationDir: path.join(sourceDir, 'migrations-postgres'),
  })
  return extendAdapter(adapterObj, (adapter) => {
    const connect = adapter.connect!.bind(adapter)
    adapter.connect = async (options) => {
      if (!adapter.pool) await openPool(adapter)
      return connect(options)
    }
    const migrate = adapter.migrate.bind(adapter)
    adapter.migrate = (migrateArgs) => oneMigratorAtATime(adapter, () => migrate(migrateArgs))
    adapter.updateJobs = jobUpdates(adapter, adapter.updateJobs.bind(adapter))
  })
}
