import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { migrations } from '@/migrations'

const migrationDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations')

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
 * `DATABASE_URI` picks the adapter: MongoDB for mongodb:// URIs, SQLite (WAL, busy timeout, committed
 * migrations applied on production start) for everything else.
 */
export function databaseAdapter(uri: string): DatabaseAdapterObj {
  if (isMongoUri(uri)) {
    return mongooseAdapter({ url: uri })
  }
  ensureSqliteFolder(uri)
  return sqliteAdapter({
    client: { url: uri },
    busyTimeout: 5_000,
    wal: { synchronous: 'NORMAL' },
    migrationDir,
    prodMigrations: migrations,
  })
}
