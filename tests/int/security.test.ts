import { existsSync } from 'node:fs'
import path from 'node:path'

import { REST_GET } from '@payloadcms/next/routes'
import { generatePayloadCookie, type Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import config from '@payload-config'
import { SIGNED_IN_HINT } from '@/lib/accounts/signed-in-hint'
import type { User } from '@/payload-types'

import { rest } from './support/http'
import { createUser, testPayload } from './support/payload'

/** Regressions of the security review (docs/security.md): each test names what it protects. */
let payload: Payload
let admin: User
let editor: User
let alice: User
let bob: User
let tokens: { admin: string; editor: string; alice: string; bob: string }

const password = 'correct horse battery staple'
const restGet = REST_GET(config)

async function fileRoute(collection: string, filename: string, token?: string) {
  const request = new Request(`http://127.0.0.1:9/api/${collection}/file/${encodeURIComponent(filename)}`, {
    headers: token ? { authorization: `JWT ${token}` } : {},
  })
  // Next hands route handlers decoded path segments: "uploads%2Fx" arrives as "uploads/x".
  return restGet(request, { params: Promise.resolve({ slug: [collection, 'file', filename] }) })
}

async function png() {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
    .png()
    .toBuffer()
}

async function upload(user: User, name = 'my holiday photo.png') {
  const data = await png()
  return payload.create({
    collection: 'uploads',
    data: {} as never,
    file: { data, mimetype: 'image/png', name, size: data.length },
    user,
    overrideAccess: false,
    depth: 0,
  })
}

beforeAll(async () => {
  payload = await testPayload()
  admin = await createUser(payload, ['admin'], { _verified: true })
  editor = await createUser(payload, ['editor'], { _verified: true })
  alice = await createUser(payload, ['customer'], { _verified: true })
  bob = await createUser(payload, ['customer'], { _verified: true })
  const login = async (user: User) => (await payload.login({ collection: 'users', data: { email: user.email, password } })).token!
  tokens = { admin: await login(admin), editor: await login(editor), alice: await login(alice), bob: await login(bob) }
})

describe('private uploads', () => {
  it('are stored outside the public media folder under a name the server picks', async () => {
    const doc = await upload(alice)
    expect(doc.filename).toMatch(/^[0-9a-f-]{36}\.png$/)
    expect(existsSync(path.join(process.env.UPLOADS_DIR!, doc.filename!))).toBe(true)
    expect(path.resolve(process.env.UPLOADS_DIR!).startsWith(path.resolve(process.env.MEDIA_DIR!))).toBe(false)
  })

  it('are not served by the media route, and names with separators reach no file', async () => {
    const doc = await upload(alice)
    expect((await fileRoute('media', `uploads/${doc.filename}`)).status).toBe(404)
    expect([403, 404]).toContain((await fileRoute('media', `../uploads/${doc.filename}`)).status)
    expect([403, 404]).toContain((await fileRoute('uploads', `..\\${doc.filename}`, tokens.alice)).status)
  })

  it('are served to their owner only, and a missing name answers 404', async () => {
    const doc = await upload(alice)
    expect((await fileRoute('uploads', doc.filename!, tokens.alice)).status).toBe(200)
    expect((await fileRoute('uploads', doc.filename!, tokens.bob)).status).toBe(403)
    expect((await fileRoute('media', 'no-such-file.png')).status).toBe(404)
  })

  it('are capped per customer in count and size', async () => {
    const { ACCOUNT_QUOTAS } = await import('@/lib/accounts/quotas')
    const carol = await createUser(payload, ['customer'], { _verified: true })
    await upload(carol)
    // As if her other images filled the space: the next one is refused, and not kept.
    await payload.db.updateOne({
      collection: 'account-quotas',
      where: { owner: { equals: carol.id } },
      data: { bytes: ACCOUNT_QUOTAS.uploads.bytes - 10 },
    })
    await expect(upload(carol)).rejects.toMatchObject({ status: 413 })
    expect((await payload.count({ collection: 'uploads', where: { owner: { equals: carol.id } } })).totalDocs).toBe(1)
  })
})

describe('user records', () => {
  it('never carry sessions, hashes or lock fields, even the owner populated into their own upload', async () => {
    const doc = await upload(alice)
    const read = await payload.findByID({ collection: 'uploads', id: doc.id, depth: 1, user: alice, overrideAccess: false })
    const owner = read.owner as unknown as Record<string, unknown>
    expect(owner.email).toBe(alice.email)
    // Payload puts back an empty list for an array field it may not show; the sessions themselves are gone.
    expect(owner.sessions ?? []).toEqual([])
    for (const field of ['salt', 'hash', 'loginAttempts', 'lockUntil']) expect(owner).not.toHaveProperty(field)
    const me = await rest('GET', '/api/users/me', { token: tokens.alice })
    expect(me.status).toBe(200)
    expect(me.body.user.sessions ?? []).toEqual([])
  })

  it('follow the password rule whichever API sets the password', async () => {
    const created = await rest('POST', '/api/users', {
      body: { name: 'Short', email: `short-${Date.now()}@example.test`, password: 'abc' },
      ip: '203.0.113.80',
    })
    expect(created.status).toBe(400)
    await expect(
      payload.update({ collection: 'users', id: alice.id, data: { password: 'abc' } as never, user: alice, overrideAccess: false }),
    ).rejects.toMatchObject({ data: { errors: [{ path: 'password', message: expect.stringMatching(/at least 10/) }] } })
  })
})

describe('saved tool results', () => {
  it('hold only what the tools produce, whichever API stores them', async () => {
    const list = await rest('POST', '/api/keyword-lists', {
      token: tokens.alice,
      body: { name: 'Anything', keywords: { arbitrary: 'x'.repeat(1000) } },
    })
    expect(list.status).toBe(400)
    const report = await rest('POST', '/api/seo-reports', {
      token: tokens.alice,
      body: { title: 'T', score: 50, input: { title: 'T' }, report: { score: 50, payload: 'anything' } },
    })
    expect(report.status).toBe(400)
    const valid = await rest('POST', '/api/keyword-lists', {
      token: tokens.alice,
      body: { name: 'Ideas', keywords: [{ keyword: 'a', score: 1, popularity: 1, wordCount: 1 }] },
    })
    expect(valid.status).toBe(201)
  })
})

describe('sessions', () => {
  it('end seven days after sign-in (docs/security.md), however recently they were refreshed', async () => {
    const { ABSOLUTE_SESSION_MS } = await import('@/collections/accounts/Users/hooks/limitSessionLifetime')
    expect(ABSOLUTE_SESSION_MS).toBe(7 * 24 * 60 * 60 * 1000)
    const { token } = await payload.login({ collection: 'users', data: { email: bob.email, password } })
    const signedInAgo = async (ms: number) => {
      const stored = (await payload.db.findOne({ collection: 'users', where: { id: { equals: bob.id } } })) as unknown as {
        sessions: { createdAt: string }[]
      }
      const createdAt = new Date(Date.now() - ms).toISOString()
      await payload.db.updateOne({
        collection: 'users',
        id: bob.id,
        data: { sessions: stored.sessions.map((session) => ({ ...session, createdAt })) },
      })
    }
    // Just inside the limit, each refresh slides the session on (its expiry moves, its start does not).
    await signedInAgo(ABSOLUTE_SESSION_MS - 60_000)
    const refreshed = await rest('POST', '/api/users/refresh-token', { token: token! })
    expect(refreshed.status).toBe(200)
    // A minute later than the limit the same, recently refreshed session is refused.
    await signedInAgo(ABSOLUTE_SESSION_MS + 60_000)
    expect((await rest('POST', '/api/users/refresh-token', { token: refreshed.body.refreshedToken ?? token! })).status).toBe(403)
  })
})

describe('the session cookie', () => {
  const sessionCookie = (cfg: Awaited<typeof config>, token: string) => {
    const users = cfg.collections.find((collection) => collection.slug === 'users')!
    return generatePayloadCookie({ collectionAuthConfig: users.auth, cookiePrefix: cfg.cookiePrefix, token })
  }

  it('is plain `payload-token`, not Secure, on an http site (the browser would refuse a __Host- cookie there)', async () => {
    const login = await rest('POST', '/api/users/login', { body: { email: bob.email, password } })
    const cookie = login.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^payload-token=/)
    expect(cookie).not.toMatch(/;\s*Secure/i)
  })

  it('comes with the readable signed-in hint on a REST or admin sign-in, and the hint goes with a sign-out', async () => {
    // The cached pages' header reads only the hint: without it, a staff member signed in through the admin saw "Sign in".
    const login = await rest('POST', '/api/users/login', { body: { email: bob.email, password } })
    const hint = login.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SIGNED_IN_HINT}=`))
    expect(hint).toMatch(new RegExp(`^${SIGNED_IN_HINT}=1; Path=/; SameSite=Lax; Expires=`))
    expect(hint).not.toMatch(/HttpOnly/i)
    const logout = await rest('POST', '/api/users/logout', { token: login.body.token })
    expect(logout.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(new RegExp(`^${SIGNED_IN_HINT}=; Path=/; SameSite=Lax; Max-Age=0`)),
    )
  })

  it('is `__Host-payload-token`, Secure, for the whole site and this host only, on an https site', async () => {
    vi.resetModules()
    vi.stubEnv('NEXT_PUBLIC_SERVER_URL', 'https://tubelift.example')
    try {
      const { default: httpsConfig } = await import('@payload-config')
      const cookie = sessionCookie(await httpsConfig, 'token-value')
      expect(cookie).toMatch(/^__Host-payload-token=token-value;/)
      expect(cookie).toMatch(/;\s*Secure/i)
      expect(cookie).toMatch(/;\s*Path=\/(;|$)/)
      expect(cookie).not.toMatch(/Domain=/i)
    } finally {
      vi.unstubAllEnvs()
      vi.resetModules()
    }
  }, 60_000)
})

describe('admin side doors', () => {
  it('document locks are staff-only', async () => {
    const forged = await rest('POST', '/api/payload-locked-documents', {
      token: tokens.alice,
      body: { document: { relationTo: 'users', value: admin.id }, user: { relationTo: 'users', value: admin.id } },
    })
    expect(forged.status).toBe(403)
    expect((await rest('GET', '/api/payload-locked-documents', { token: tokens.alice })).status).toBe(403)
    const staff = await rest('POST', '/api/payload-locked-documents', {
      token: tokens.editor,
      body: { document: { relationTo: 'users', value: editor.id }, user: { relationTo: 'users', value: editor.id } },
    })
    expect(staff.status).toBe(201)
  })

  it('orders are not created through the API, not even by staff', async () => {
    const created = await rest('POST', '/api/orders', {
      token: tokens.admin,
      body: { number: 'TL-FORGED', status: 'paid', customerEmail: 'x@example.test', amount: 1 },
    })
    expect(created.status).toBe(403)
  })

  it('only admins run the jobs queue over HTTP', async () => {
    expect([401, 403]).toContain((await rest('GET', '/api/payload-jobs/run?allQueues=true', { token: tokens.alice })).status)
    expect([401, 403]).toContain((await rest('GET', '/api/payload-jobs/run?allQueues=true', { token: tokens.editor })).status)
    expect((await rest('GET', '/api/payload-jobs/run?allQueues=true', { token: tokens.admin })).status).toBe(200)
  })
})

describe('the admin', () => {
  type AnyField = {
    type: string
    name?: string
    admin?: { components?: { Field?: unknown } }
    fields?: AnyField[]
    tabs?: { fields: AnyField[] }[]
    blocks?: { fields: AnyField[] }[]
  }
  const editorFields = (fields: AnyField[], where: string): string[] =>
    fields.flatMap((field) => [
      ...((field.type === 'json' || field.type === 'code') && !field.admin?.components?.Field ? [`${where}.${field.name}`] : []),
      ...editorFields(
        [
          ...(field.fields ?? []),
          ...(field.tabs ?? []).flatMap((tab) => tab.fields),
          ...(field.blocks ?? []).flatMap((block) => block.fields),
        ],
        `${where}.${field.name ?? field.type}`,
      ),
    ])

  it("shows no field with Payload's code editor, which would load from a public CDN", () => {
    const entities = [...payload.config.collections, ...payload.config.globals].filter((entity) => entity.admin?.hidden !== true)
    expect(entities.flatMap((entity) => editorFields(entity.fields as AnyField[], entity.slug))).toEqual([])
    // Payload's own collections and global with JSON fields stay hidden (their admin views are "not found").
    const hidden = (slug: string) =>
      [...payload.config.collections, ...payload.config.globals].find((entity) => entity.slug === slug)?.admin?.hidden
    for (const slug of ['payload-jobs', 'payload-preferences', 'payload-kv', 'payload-jobs-stats']) expect(hidden(slug), slug).toBe(true)
  })
})
