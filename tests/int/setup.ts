import { copyFileSync, existsSync, mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import pg from 'pg'
import { inject, vi } from 'vitest'

import { mongoDatabaseUri } from '../support/mongo-uri'

import { loadedTestPayload, testPayload } from './support/payload'
import { POSTGRES_TEMPLATE } from './support/postgres-template'
import { closeTestPayload, onFileEnd, startFileInSharedWorker } from './support/shared-worker'

/**
 * Each integration test file gets its own database before any app module is imported: a copy of the
 * migrated template (support/global-setup.ts) in a temp folder on SQLite or on the PostgreSQL server
 * (dropped when the file is done), or with INT_DATABASE=mongodb an empty database of its own. The
 * files share one worker process, reset between them (support/shared-worker.ts).
 */

startFileInSharedWorker(loadedTestPayload)

const dir = mkdtempSync(path.join(os.tmpdir(), 'tubelift-int-'))
const databaseName = `tubelift_int_${path.basename(dir).replace(/\W/g, '_').toLowerCase()}`
const mongo = process.env.INT_DATABASE === 'mongodb' ? process.env.MONGODB_TEST_URI : undefined
const postgres = process.env.INT_DATABASE === 'postgres' ? inject('postgresUri') : null
if (process.env.INT_DATABASE === 'postgres' && !postgres) throw new Error('INT_DATABASE=postgres, but no PostgreSQL server was started')

function postgresDatabaseUri(uri: string, name: string) {
  const url = new URL(uri)
  url.pathname = `/${name}`
  return url.toString()
}

const sqliteTemplate = inject('sqliteTemplate')
const sqliteFile = path.join(dir, 'test.db')
if (sqliteTemplate) {
  // Copies of the migrated template, so Payload need not push the schema (SQLite reads its log, if any, on open).
  copyFileSync(sqliteTemplate, sqliteFile)
  if (existsSync(`${sqliteTemplate}-wal`)) copyFileSync(`${sqliteTemplate}-wal`, `${sqliteFile}-wal`)
  process.env.PAYLOAD_MIGRATING = 'true'
}

if (postgres) {
  // A copy of the migrated template (support/global-setup.ts), so Payload need not push the schema.
  const client = new pg.Client({ connectionString: postgres })
  await client.connect()
  await client.query(`CREATE DATABASE "${databaseName}" TEMPLATE ${POSTGRES_TEMPLATE}`)
  await client.end()
  process.env.PAYLOAD_MIGRATING = 'true'
  // Tests fire up to 30 writes at once in one process, each holding a connection for its transaction:
  // with production's pool of 10 the last would wait past the 5 s connect timeout (a 503 by design).
  process.env.DATABASE_POOL_SIZE = '40'
}

process.env.DATABASE_URI = mongo
  ? mongoDatabaseUri(mongo, databaseName)
  : postgres
    ? postgresDatabaseUri(postgres, databaseName)
    : `file:${sqliteFile}`
process.env.MEDIA_DIR = path.join(dir, 'media')
process.env.UPLOADS_DIR = path.join(dir, 'uploads')
process.env.PAYLOAD_SECRET = 'integration-tests-secret-0123456789abcdef'
process.env.SEED_ON_START = 'false'
// Payload skips development's schema push when the schema equals the last one pushed in this process:
// in the shared worker that was the previous file's database, not this file's empty one.
process.env.PAYLOAD_FORCE_DRIZZLE_PUSH = 'true'
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER = 'true'
// Tests call handlers directly, as the one trusted proxy would: X-Forwarded-For names the client.
process.env.TRUSTED_PROXY_HOPS = '1'
// Nothing listens here: hooks that fall back to asking the server to revalidate fail fast.
process.env.NEXT_PUBLIC_SERVER_URL = 'http://127.0.0.1:9'

// Outside a Next.js server there is no data cache: reads run directly and tag expiry is recorded.
vi.mock('next/cache', () => ({
  revalidateTag: vi.fn(),
  revalidatePath: vi.fn(),
  unstable_cache: <T>(read: T) => read,
}))
// Emails are recorded as they are queued, for tests to read (the job runner sends and removes them).
vi.mock('@/lib/email/queue', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/email/queue')>()
  const { recordQueuedEmail } = await import('./support/emails')
  return {
    ...original,
    queueEmail: async (...args: Parameters<typeof original.queueEmail>) => {
      recordQueuedEmail(args[1], args[2])
      return original.queueEmail(...args)
    },
  }
})
// Nor a response to run work after: `after` tasks are recorded, and tests run the ones they check.
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), after: vi.fn() }))

if (mongo) {
  onFileEnd(async () => {
    const payload = await testPayload()
    await payload.db.connection.dropDatabase()
  })
}

if (postgres) {
  onFileEnd(async () => {
    const payload = await testPayload()
    // Its job crons stop first: one firing after the pool has ended would log errors into the next file.
    await closeTestPayload(payload)
    await (payload.db as unknown as PostgresAdapter).pool?.end()
    const client = new pg.Client({ connectionString: postgres })
    await client.connect()
    await client.query(`DROP DATABASE IF EXISTS "${databaseName}"`)
    await client.end()
  })
}
