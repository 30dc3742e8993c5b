import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { CollectionSlug, Payload, SanitizedConfig } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * `npm run db:copy`: a site seeded on SQLite (as `npm run dev` makes it), plus a customer's private
 * upload, copied to this file's empty PostgreSQL database by the real command; then read back
 * through Payload on both engines. Counts and a sample of records must be equal, passwords must
 * still sign in, files must be where the records say, and new records must get new ids.
 */
const postgres = process.env.INT_DATABASE === 'postgres'
const PASSWORD = 'copied-password-0123'
process.env.SEED_ADMIN_PASSWORD = PASSWORD

const sourceFile = path.join(os.tmpdir(), `tubelift-copy-source-${process.pid}-${Date.now()}.db`)
let source: Payload
let target: Payload

/** A second Payload instance of the same config, on the SQLite file the copy starts from. */
async function sqliteSource(): Promise<Payload> {
  const [{ getPayload }, { default: config }, { databaseAdapter }, { env }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/lib/database/adapter'),
    import('@/lib/env'),
  ])
  const db = (await databaseAdapter({ ...env, DATABASE_URI: `file:${sourceFile}` })) as SanitizedConfig['db']
  // The source is a site made by `npm run dev`, whose schema Payload pushes (setup.ts turns that off for PostgreSQL).
  delete process.env.PAYLOAD_MIGRATING
  return getPayload({ key: 'copy-source', config: { ...(await config), db } })
}

/** Every field of a document as both engines must return it (JSON key order aside). */
const same = (doc: unknown) => JSON.parse(JSON.stringify(doc)) as unknown

describe.runIf(postgres)('copying a seeded SQLite site to PostgreSQL', () => {
  beforeAll(async () => {
    source = await sqliteSource()
    const { seed } = await import('@/seed')
    await seed(source)
    const { docs } = await source.find({ collection: 'users', where: { email: { equals: 'demo@tubelift.dev' } }, depth: 0 })
    const image = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#36c' } })
      .png()
      .toBuffer()
    await source.create({
      collection: 'uploads',
      data: { alt: 'A customer’s own picture' } as never,
      file: { data: image, mimetype: 'image/png', name: 'mine.png', size: image.length },
      user: { ...docs[0]!, collection: 'users' },
      overrideAccess: false,
      depth: 0,
    })

    const copy = spawnSync('npm', ['run', 'db:copy', '--', '--from', `file:${sourceFile}`, '--to', process.env.DATABASE_URI!], {
      encoding: 'utf8',
    })
    expect(copy.status, `${copy.stdout}\n${copy.stderr}`).toBe(0)
    expect(copy.stdout).toMatch(/every table's count matches/)

    // The target is served as production serves it: the committed migrations, no schema push.
    ;(process.env as Record<string, string>).NODE_ENV = 'production'
    const { testPayload } = await import('./support/payload')
    target = await testPayload()
  }, 600_000)

  afterAll(async () => {
    await source?.db.destroy?.()
  })

  it('has as many documents of every collection, and of every version history, on both engines', async () => {
    for (const { slug, versions } of source.config.collections) {
      // Each engine keeps its own record of the migrations it ran (db:copy leaves it out).
      if (slug === 'payload-migrations') continue
      const collection = slug as CollectionSlug
      expect((await target.count({ collection })).totalDocs, slug).toBe((await source.count({ collection })).totalDocs)
      if (versions)
        expect((await target.countVersions({ collection })).totalDocs, slug).toBe((await source.countVersions({ collection })).totalDocs)
    }
    expect((await target.count({ collection: 'posts' })).totalDocs).toBeGreaterThan(40)
  })

  it('reads the same posts, orders, services, users and legal pages', async () => {
    const sample = { posts: 8, orders: 20, services: 10, users: 10, authors: 10, media: 6, 'campaign-deliveries': 10 } as const
    for (const [collection, limit] of Object.entries(sample) as [CollectionSlug, number][]) {
      const read = (payload: Payload) => payload.find({ collection, sort: 'id', limit, depth: 0, showHiddenFields: true })
      const [before, after] = await Promise.all([read(source), read(target)])
      expect(after.docs.length, collection).toBe(before.docs.length)
      expect(same(after.docs), collection).toEqual(same(before.docs))
    }
    for (const slug of ['privacy-policy', 'terms-of-service'] as const)
      expect(same(await target.findGlobal({ slug, depth: 0 }))).toEqual(same(await source.findGlobal({ slug, depth: 0 })))
  })

  it('keeps password hashes: the seeded accounts sign in with their passwords', async () => {
    for (const email of ['admin@tubelift.dev', 'demo@tubelift.dev']) {
      const { user } = await target.login({ collection: 'users', data: { email, password: PASSWORD } })
      expect(user?.email).toBe(email)
    }
  })

  it('keeps media and uploads pointing at their files', async () => {
    for (const collection of ['media', 'uploads'] as const) {
      const { docs } = await target.find({ collection, limit: 0, pagination: false, depth: 0 })
      expect(docs.length, collection).toBeGreaterThan(0)
      const folder = collection === 'media' ? process.env.MEDIA_DIR! : process.env.UPLOADS_DIR!
      for (const doc of docs) expect(existsSync(path.join(folder, doc.filename!)), doc.filename!).toBe(true)
    }
    const [upload] = (await target.find({ collection: 'uploads', depth: 0 })).docs
    expect(upload).toMatchObject({ alt: 'A customer’s own picture', mimeType: 'image/png' })
    expect(readFileSync(path.join(process.env.UPLOADS_DIR!, upload!.filename!)).length).toBe(upload!.filesize)
  })

  it('gives new documents new ids', async () => {
    const { docs } = await target.find({ collection: 'tags', sort: '-id', limit: 1, depth: 0 })
    const tag = await target.create({ collection: 'tags', data: { title: 'Added after the copy' }, depth: 0 })
    expect(tag.id).toBeGreaterThan(docs[0]!.id)
  })
})
