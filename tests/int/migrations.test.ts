import { rmSync } from 'node:fs'

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import pg from 'pg'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

/**
 * Production never pushes the schema: it applies the committed migrations (`src/migrations` for
 * SQLite, `src/migrations-postgres` for PostgreSQL). This file starts Payload the way `npm start`
 * does, on an empty database of the engine the suite runs on, so a collection change without a new
 * migration for each engine fails here instead of on the first deploy. Then it asks Drizzle what it
 * would still change to reach the schema the collections describe (what development's push would
 * run): nothing, so both engines' migrations build the same schema as the config, column for column.
 */
const engine = process.env.INT_DATABASE === 'postgres' ? 'PostgreSQL' : 'SQLite'

/** Drizzle Kit's push also says what it would run; Payload's type of it leaves that out. */
const plannedStatements = <T extends object>(plan: T) => (plan as T & { statementsToExecute: string[] }).statementsToExecute

/** The statements Drizzle would run to bring the migrated database to the config's schema. */
async function statementsStillNeeded(payload: Payload): Promise<string[]> {
  if (payload.db.name === 'postgres') {
    const adapter = payload.db as unknown as PostgresAdapter
    const { pushSchema } = adapter.requireDrizzleKit()
    const statementsToExecute = plannedStatements(await pushSchema(adapter.schema, adapter.drizzle, undefined, adapter.tablesFilter))
    // Drizzle Kit reads a numeric column's default back as '0'::numeric and always proposes to set it
    // to 0 again: such a statement is left out when the database's default already is that value.
    const defaults = await adapter.drizzle.execute<{ table_name: string; column_name: string; column_default: string | null }>(
      sql`SELECT table_name, column_name, column_default FROM information_schema.columns WHERE table_schema = 'public'`,
    )
    const current = new Map(
      defaults.rows.map((row) => [`${row.table_name}.${row.column_name}`, row.column_default?.replace(/^'(.*)'::\w+$/, '$1')]),
    )
    return statementsToExecute.filter((statement) => {
      const setDefault = /^ALTER TABLE "(\w+)" ALTER COLUMN "(\w+)" SET DEFAULT (.+);$/.exec(statement)
      return !setDefault || current.get(`${setDefault[1]}.${setDefault[2]}`) !== setDefault[3]
    })
  }
  const adapter = payload.db as unknown as SQLiteAdapter
  const { pushSchema } = adapter.requireDrizzleKit()
  return plannedStatements(await pushSchema(adapter.schema, adapter.drizzle as never))
}

describe.skipIf(process.env.INT_DATABASE === 'mongodb')(`committed ${engine} migrations`, () => {
  it('build the whole schema on an empty database', async () => {
    // This file's database is a copy of the migrated template (setup.ts): empty it, as a new site's is.
    if (process.env.INT_DATABASE === 'postgres') {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URI })
      await client.connect()
      await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public')
      await client.end()
    } else {
      const file = process.env.DATABASE_URI!.replace(/^file:/, '')
      for (const part of [file, `${file}-wal`, `${file}-shm`]) rmSync(part, { force: true })
    }
    ;(process.env as Record<string, string>).NODE_ENV = 'production'
    const { testPayload, createUser } = await import('./support/payload')
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'payload-migrations', depth: 0, limit: 100 })
    expect(docs.length).toBeGreaterThan(0)
    expect(await statementsStillNeeded(payload)).toEqual([])

    // The first account of a fresh install is its admin.
    const user = await createUser(payload, ['customer'])
    const collections = payload.config.collections.map((c) => c.slug)
    for (const collection of collections) {
      await expect(payload.find({ collection, limit: 1, depth: 0 }), collection).resolves.toBeTruthy()
    }
    for (const { slug } of payload.config.globals) {
      await expect(payload.findGlobal({ slug, depth: 0 }), slug).resolves.toBeTruthy()
    }
    expect(user.roles).toEqual(['admin'])
  })
})
