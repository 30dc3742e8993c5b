import 'server-only'

import { createClient } from '@libsql/client'
import type { MongooseAdapter } from '@payloadcms/db-mongodb'
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'

import packageJson from '../../../package.json'

import { payloadClient } from '@/lib/payload/client'
import { databaseEngine } from '@/lib/database/engine'
import { env } from '@/lib/env'

/** What anyone may see: up or not. */
export type PublicHealth = { status: 'ok' | 'unavailable' }
/** What staff see. */
export type Health = PublicHealth & { version: string; database: 'ok' | 'unreachable'; uptimeSeconds: number; checkedAt: string }

const DATABASE_TIMEOUT_MS = 2_000

/**
 * With SQLite, reading always works while another process holds the file (WAL), so the probe also
 * takes the write lock for an instant on its own connection, without writing: if nothing can be
 * written (locked, read-only disk), the app cannot take orders or sign anyone in.
 */
async function sqliteAcceptsWrites(url: string) {
  const client = createClient({ url })
  try {
    await client.execute(`PRAGMA busy_timeout = ${DATABASE_TIMEOUT_MS / 2}`)
    await client.execute('BEGIN IMMEDIATE')
    await client.execute('ROLLBACK')
  } finally {
    client.close()
  }
}

/** A PostgreSQL standby (a read replica, or a primary being failed over) answers reads but refuses writes. */
async function postgresAcceptsWrites(adapter: PostgresAdapter) {
  const { rows } = await adapter.drizzle.execute<{ standby: boolean }>(sql`SELECT pg_is_in_recovery() AS standby`)
  if (rows[0]?.standby !== false) throw new Error('PostgreSQL is a standby: it does not take writes')
}

async function mongoHasPrimary(adapter: MongooseAdapter) {
  const hello = await adapter.connection.db?.admin().command({ hello: 1 })
  if (!hello?.isWritablePrimary && !hello?.primary) throw new Error('MongoDB has no primary')
}

/** A read always; the write-lock probe only when `writable` (staff), so anonymous calls never take the lock. */
async function databaseAnswers(writable: boolean): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS)
  })
  const probe = (async () => {
    const payload = await payloadClient()
    await payload.count({ collection: 'payload-migrations' })
    if (!writable) return true
    const engine = databaseEngine(env.DATABASE_URI)
    if (engine === 'sqlite' && env.DATABASE_URI.startsWith('file:')) await sqliteAcceptsWrites(env.DATABASE_URI)
    if (engine === 'postgres') await postgresAcceptsWrites(payload.db as unknown as PostgresAdapter)
    // MongoDB: the replica set must have a primary to take writes (a secondary-only set still reads).
    if (engine === 'mongodb') await mongoHasPrimary(payload.db as unknown as MongooseAdapter)
    return true
  })().catch(() => false)
  const ok = await Promise.race([probe, timeout])
  clearTimeout(timer)
  return ok
}

/** For load balancers and anyone: the database answers a read. */
export async function checkPublicHealth(): Promise<PublicHealth> {
  return { status: (await databaseAnswers(false)) ? 'ok' : 'unavailable' }
}

/** For staff: the database also accepts writes; with the version and uptime. */
export async function checkHealth(): Promise<Health> {
  const ok = await databaseAnswers(true)
  return {
    status: ok ? 'ok' : 'unavailable',
    version: packageJson.version,
    database: ok ? 'ok' : 'unreachable',
    uptimeSeconds: Math.round(process.uptime()),
    checkedAt: new Date().toISOString(),
  }
}
