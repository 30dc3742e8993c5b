import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { migrations } from '@/migrations'
import { migrations as mongoMigrations } from '@/migrations-mongodb'

// src/lib/database → src: the migration folders sit there.
const sourceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

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

export function isMongoUri(uri: string): boolean {
  return /^mongodb(\+srv)?:\/\//.test(uri)
}

/** libsql does not create missing folders, so a fresh checkout would fail on `file:./data/app.db`. */
function ensureSqliteFolder(uri: string) {
  if (!uri.startsWith('file:')) return
  const file = uri.slice('file:'.length).replace(/^\/\/(?=\/)/, '')
  if (file && file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
}

/**
 * `DATABASE_URI` picks the adapter: MongoDB for mongodb:// URIs, SQLite (WAL, busy timeout) for
 * everything else. Each has its own migrations folder, applied on production start. On MongoDB,
 * indexes (the unique ones: order numbers, payment event ids, slugs, quota days) are built before
 * the server takes requests (`ensureIndexes`), not in the background.
 */
export function databaseAdapter(uri: string): DatabaseAdapterObj {
  if (isMongoUri(uri)) {
    return mongooseAdapter({
      url: uri,
      connectOptions: MONGO_CONNECT_OPTIONS,
      ensureIndexes: true,
      migrationDir: path.join(sourceDir, 'migrations-mongodb'),
      prodMigrations: mongoMigrations,
    })
  }
  ensureSqliteFolder(uri)
  return sqliteAdapter({
    client: { url: uri },
    busyTimeout: 5_000,
    wal: { synchronous: 'NORMAL' },
    migrationDir: path.join(sourceDir, 'migrations'),
    prodMigrations: migrations,
  })
}
