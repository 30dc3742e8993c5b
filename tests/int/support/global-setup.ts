import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'
import type { TestProject } from 'vitest/node'

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
 * applied once here (`payload migrate`, as production applies them), instead of Payload pushing the
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

function migrateTemplate(databaseUri: string) {
  return spawnSync('npx', ['payload', 'migrate'], {
    encoding: 'utf8',
    env: {
      ...process.env,
      DATABASE_URI: databaseUri,
      SEED_ON_START: 'false',
      NODE_OPTIONS: '--no-deprecation',
      PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true',
    },
  })
}

const MIGRATE_ATTEMPTS = 8

/**
 * Under CPU load, Payload's CLI on Node 20 sometimes exits 0 having printed and done nothing (the import
 * it awaited never settles; kept alive, it hangs). That was one run in seven at a load of 18, then 1–2 of
 * 6 and 2 of 4 beside busy processes, and three attempts in a row at the start of one CI run
 * (docs/databases.md). A template still empty after a silent exit is migrated again, a little later
 * each time: a silent exit costs a second or two.
 */
async function migrateUntilTables(databaseUri: string, hasTables: () => Promise<boolean>) {
  let migrated = migrateTemplate(databaseUri)
  for (
    let attempt = 2;
    attempt <= MIGRATE_ATTEMPTS && migrated.status === 0 && !migrated.stdout.trim() && !(await hasTables());
    attempt++
  ) {
    console.warn(`\`payload migrate\` exited without doing anything: attempt ${attempt} of ${MIGRATE_ATTEMPTS}`)
    await new Promise((resolve) => setTimeout(resolve, attempt * 1_000))
    migrated = migrateTemplate(databaseUri)
  }
  if (migrated.status !== 0) throw new Error(`migrating the template database failed:\n${migrated.stdout}\n${migrated.stderr}`)
  // `payload migrate` also exits 0 when it finds no migrations to run: say so here, not in every test file.
  if (!(await hasTables()))
    throw new Error(`the template database has no tables after \`payload migrate\`:\n${migrated.stdout}\n${migrated.stderr}`)
}

async function sqliteTemplate(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tubelift-int-template-'))
  const file = path.join(dir, 'template.db')
  try {
    await migrateUntilTables(`file:${file}`, () => sqliteHasTables(file))
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
  await migrateUntilTables(templateUri.toString(), () => postgresHasTables(templateUri))
  project.provide('postgresUri', uri)
  return async () => {
    if (server) return server.destroy()
    await onServer(uri, [`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE}`])
  }
}
