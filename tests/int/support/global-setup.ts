import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Migration } from 'payload'
import type { TestProject } from 'vitest/node'

import { databaseEngine } from '@/lib/database/engine'

import { postgresServer } from '../../support/postgres-server.mjs'

import { POSTGRES_TEMPLATE } from './postgres-template'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server the suite runs on (`INT_DATABASE=postgres`); each test file gets its own database there. */
    postgresUri: string | null
    /** On SQLite, the migrated database file each test file starts on a copy of. */
    sqliteTemplate: string | null
  }
}

async function onServer(uri: string, statements: string[]) {
  const client = new pg.Client({ connectionString: uri })
  await client.connect()
  try {
    for (const statement of statements) await client.query(statement)
  } finally {
    await client.end()
  }
}

/**
 * Each test file starts on a copy of a template database to which the committed migrations were
 * applied once here (as a production start applies them), instead of Payload pushing the
 * schema into an empty database for every file (about a second of CPU each on SQLite, several
 * seconds on PostgreSQL). SQLite's template is a file in a temporary folder. `INT_DATABASE=postgres`:
 * the suite runs on `POSTGRES_TEST_URI` when it is set, otherwise on a throwaway cluster of Debian's
 * PostgreSQL started here and deleted at the end. MongoDB pushes nothing: no template.
 */
export default async function setup(project: TestProject) {
  project.provide('postgresUri', null)
  project.provide('sqliteTemplate', null)
  if (process.env.INT_DATABASE === 'mongodb') return
  if (process.env.INT_DATABASE !== 'postgres') return sqliteTemplate(project)
  const server = process.env.POSTGRES_TEST_URI ? null : postgresServer(Number(process.env.E2E_PORT ?? 3100) + 50)
  await server?.start()
  try {
    return await migratedTemplate(project, process.env.POSTGRES_TEST_URI ?? server!.url(), server)
  } catch (error) {
    // Vitest runs no teardown for a setup that failed: the cluster would keep this run's port.
    await server?.destroy()
    throw error
  }
}

/**
 * Applies the committed migrations to the empty template at `databaseUri` in this process, as a production
 * start does (`migrateOnStart`, with the engine's `src/migrations*` list), then checks the schema is there.
 * This was `payload migrate` in a child process, but on Node 20 that CLI's TypeScript loader (tsx's
 * off-thread hooks) sometimes loses an import under CPU load: the CLI exited 0 having done nothing, in
 * 2 of 6 runs beside six busy processes and three times in a row in one CI run (docs/databases.md).
 */
async function migrateTemplate(databaseUri: string, hasTables: () => Promise<boolean>) {
  const environment = { ...process.env }
  Object.assign(process.env, {
    DATABASE_URI: databaseUri,
    SEED_ON_START: 'false',
    PAYLOAD_MIGRATING: 'true',
    PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true',
  })
  try {
    const [{ getPayload }, { default: configPromise }] = await Promise.all([import('payload'), import('@payload-config')])
    const payload = await getPayload({ config: await configPromise, disableOnInit: true })
    try {
      const { migrations } =
        databaseEngine(databaseUri) === 'postgres' ? await import('@/migrations-postgres') : await import('@/migrations')
      await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
    } finally {
      for (const cron of payload.crons) cron.stop()
      await payload.destroy()
      // Payload's destroy leaves the connections open: PostgreSQL copies no template while one is.
      await (payload.db as unknown as Partial<PostgresAdapter>).pool?.end()
      ;(payload.db as unknown as Partial<SQLiteAdapter>).client?.close()
    }
  } finally {
    for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name]
    Object.assign(process.env, environment)
  }
  if (!(await hasTables())) throw new Error(`the template database has no tables after its migrations: ${databaseUri}`)
}

async function sqliteTemplate(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tubelift-int-template-'))
  const file = path.join(dir, 'template.db')
  try {
    await migrateTemplate(`file:${file}`, () => sqliteHasTables(file))
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  project.provide('sqliteTemplate', file)
  return () => rmSync(dir, { recursive: true, force: true })
}

async function sqliteHasTables(file: string) {
  const client = createClient({ url: `file:${file}` })
  try {
    const { rows } = await client.execute(`SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'users'`)
    return rows.length > 0
  } finally {
    client.close()
  }
}

async function postgresHasTables(templateUri: URL) {
  const client = new pg.Client({ connectionString: templateUri.toString() })
  await client.connect()
  const { rows } = await client.query<{ users: string | null }>(`SELECT to_regclass('public.users') AS users`).finally(() => client.end())
  return Boolean(rows[0]?.users)
}

async function migratedTemplate(project: TestProject, uri: string, server: ReturnType<typeof postgresServer> | null) {
  const templateUri = new URL(uri)
  templateUri.pathname = `/${POSTGRES_TEMPLATE}`
  await onServer(uri, [`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE}`, `CREATE DATABASE ${POSTGRES_TEMPLATE}`])
  await migrateTemplate(templateUri.toString(), () => postgresHasTables(templateUri))
  project.provide('postgresUri', uri)
  return async () => {
    if (server) return server.destroy()
    await onServer(uri, [`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE}`])
  }
}
