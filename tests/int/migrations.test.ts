import pg from 'pg'
import { describe, expect, it } from 'vitest'

/**
 * Production never pushes the schema: it applies the committed migrations (`src/migrations` for
 * SQLite, `src/migrations-postgres` for PostgreSQL). This file starts Payload the way `npm start`
 * does, on an empty database of the engine the suite runs on, so a collection change without a new
 * migration for each engine fails here instead of on the first deploy.
 */
const engine = process.env.INT_DATABASE === 'postgres' ? 'PostgreSQL' : 'SQLite'

describe.skipIf(process.env.INT_DATABASE === 'mongodb')(`committed ${engine} migrations`, () => {
  it('build the whole schema on an empty database', async () => {
    if (process.env.INT_DATABASE === 'postgres') {
      // This file's database is a copy of the migrated template (setup.ts): empty it, as a new site's is.
      const client = new pg.Client({ connectionString: process.env.DATABASE_URI })
      await client.connect()
      await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public')
      await client.end()
    }
    ;(process.env as Record<string, string>).NODE_ENV = 'production'
    const { testPayload, createUser } = await import('./support/payload')
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'payload-migrations', depth: 0, limit: 100 })
    expect(docs.length).toBeGreaterThan(0)

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
