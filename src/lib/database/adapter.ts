import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { databaseEngine } from './engine'
import { migrateOnStart } from './migrate-on-start'
import { postgresDatabase, type PostgresSettings } from './postgres-adapter'

// src/, where each engine's migrations folder is.
const sourceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export type DatabaseSettings = PostgresSettings

/**
 * MongoDB connection settings, explicit rather than the driver's defaults (30 s to find a server): a
 * request waiting for an unreachable replica set fails within seconds, as a 503 the client can retry.
 */
export const MONGO_CONNECT_OPTIONS = {
  serverSelectionTimeoutMS: 5_000,
  connectTimeoutMS: 10_000,
  socketTimeoutMS: 30_000,
  maxPoolSize: 20,
  retryWrites: true,
} as const

/** libsql does not create missing folders, so a fresh checkout would fail on `file:./data/app.db`. */
function ensureSqliteFolder(uri: string) {
  if (!uri.startsWith('file:')) return
  const file = uri.slice('file:'.length).replace(/^\/\/(?=\/)/, '')
  if (file && file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
}

/**
 * `DATABASE_URI` picks the adapter: MongoDB for mongodb:// URIs, PostgreSQL for postgres:// ones,
 * SQLite (WAL, busy timeout) for everything else. Each has its own migrations folder, loaded and
 * applied on production start only (`migrateOnStart`). On MongoDB, indexes (the unique ones: order
 * numbers, payment event ids, slugs, quota days) are built before the server takes requests
 * (`ensureIndexes`), not in the background; on PostgreSQL and SQLite the migrations create them.
 * Mongoose and its driver are loaded only for MongoDB: on the other engines they were 17 MB of a
 * server's resident memory that nothing used (decision 010).
 */
export async function databaseAdapter(settings: DatabaseSettings): Promise<DatabaseAdapterObj> {
  const uri = settings.DATABASE_URI
  const engine = databaseEngine(uri)
  if (engine === 'mongodb') {
    const { mongooseAdapter } = await import('@payloadcms/db-mongodb')
    return migrateOnStart(
      mongooseAdapter({
        url: uri,
        connectOptions: { ...MONGO_CONNECT_OPTIONS, maxPoolSize: settings.DATABASE_POOL_SIZE ?? MONGO_CONNECT_OPTIONS.maxPoolSize },
        ensureIndexes: true,
        migrationDir: path.join(sourceDir, 'migrations-mongodb'),
      }),
      async () => (await import('@/migrations-mongodb')).migrations,
    )
  }
  if (engine === 'postgres') {
    return migrateOnStart(postgresDatabase(settings, sourceDir), async () => (await import('@/migrations-postgres')).migrations)
  }
  ensureSqliteFolder(uri)
  return migrateOnStart(
    sqliteAdapter({
      client: { url: uri },
      busyTimeout: 5_000,
      wal: { synchronous: 'NORMAL' },
      migrationDir: path.join(sourceDir, 'migrations'),
    }),
    async () => (await import('@/migrations')).migrations,
  )
}
