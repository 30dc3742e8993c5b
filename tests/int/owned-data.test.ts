import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import type { User } from '@/payload-types'

import { graphql, rest } from './support/http'
import { createUser, testPayload } from './support/payload'

/**
 * Everything a customer owns (tool history, saved results, designs, orders) is readable only by
 * them and by staff, whichever API asks.
 */
let payload: Payload
let alice: User
let bob: User
let editor: User
let tokens: { alice: string; bob: string }

const password = 'correct horse battery staple'

type Owned = { collection: CollectionSlug; data: Record<string, unknown>; graphqlSingle: string; graphqlField: string }

const owned: Owned[] = [
  {
    collection: 'seo-reports',
    data: {
      title: 'My video',
      score: 70,
      input: { title: 'My video' },
      report: { score: 70, checks: [], counts: { pass: 0, warn: 0, fail: 0 } },
    },
    graphqlSingle: 'SeoReport',
    graphqlField: 'title',
  },
  {
    collection: 'keyword-lists',
    data: { name: 'Ideas', keywords: [{ keyword: 'a', score: 1, popularity: 1, wordCount: 1 }] },
    graphqlSingle: 'KeywordList',
    graphqlField: 'name',
  },
  {
    collection: 'keyword-searches',
    data: { seed: 'seed', language: 'en', country: 'US', keywordCount: 1 },
    graphqlSingle: 'KeywordSearch',
    graphqlField: 'seed',
  },
  {
    collection: 'thumbnail-downloads',
    data: { videoId: 'dQw4w9WgXcQ', title: 'A video' },
    graphqlSingle: 'ThumbnailDownload',
    graphqlField: 'title',
  },
]

beforeAll(async () => {
  payload = await testPayload()
  await createUser(payload, ['admin'])
  alice = await createUser(payload, ['customer'], { _verified: true })
  bob = await createUser(payload, ['customer'], { _verified: true })
  editor = await createUser(payload, ['editor'])
  const login = async (user: User) => (await payload.login({ collection: 'users', data: { email: user.email, password } })).token!
  tokens = { alice: await login(alice), bob: await login(bob) }
})

describe.each(owned)('$collection', ({ collection, data, graphqlSingle, graphqlField }) => {
  let aliceDoc: { id: number | string }

  beforeAll(async () => {
    // Created as Alice, claiming to be Bob's: the server makes Alice the owner.
    aliceDoc = await payload.create({ collection, data: { ...data, owner: bob.id } as never, user: alice, overrideAccess: false, depth: 0 })
  })

  it('belongs to whoever created it, whatever the request claims', async () => {
    const doc = (await payload.findByID({ collection, id: aliceDoc.id, depth: 0 })) as { owner: number }
    expect(doc.owner).toBe(alice.id)
    // Refused with a field error rather than "updated" with the owner quietly kept (round 2 item 8).
    await expect(
      payload.update({ collection, id: aliceDoc.id, data: { owner: bob.id } as never, user: alice, overrideAccess: false, depth: 0 }),
    ).rejects.toMatchObject({ data: { errors: [expect.objectContaining({ path: 'owner' })] } })
    expect(((await payload.findByID({ collection, id: aliceDoc.id, depth: 0 })) as { owner: number }).owner).toBe(alice.id)
  })

  it('is invisible to another customer through the Local API', async () => {
    const { docs } = await payload.find({ collection, user: bob, overrideAccess: false, depth: 0 })
    expect(docs.map((d) => d.id)).not.toContain(aliceDoc.id)
    await expect(payload.findByID({ collection, id: aliceDoc.id, user: bob, overrideAccess: false, depth: 0 })).rejects.toThrow()
    await expect(payload.delete({ collection, id: aliceDoc.id, user: bob, overrideAccess: false, depth: 0 })).rejects.toThrow()
  })

  it('is invisible to another customer and to visitors through REST', async () => {
    expect((await rest('GET', `/api/${collection}/${aliceDoc.id}`, { token: tokens.bob })).status).toBe(404)
    expect((await rest('GET', `/api/${collection}`, { token: tokens.bob })).body.docs).toEqual([])
    expect([403, 404]).toContain((await rest('PATCH', `/api/${collection}/${aliceDoc.id}`, { token: tokens.bob, body: data })).status)
    expect([403, 404]).toContain((await rest('DELETE', `/api/${collection}/${aliceDoc.id}`, { token: tokens.bob })).status)
    expect((await rest('GET', `/api/${collection}/${aliceDoc.id}`)).status).toBe(403)
    expect((await rest('GET', `/api/${collection}/${aliceDoc.id}`, { token: tokens.alice })).status).toBe(200)
  })

  it('is invisible to another customer through GraphQL', async () => {
    const read = await graphql(
      `query($id: Int!) { ${graphqlSingle}(id: $id) { ${graphqlField} } }`,
      { id: aliceDoc.id },
      { token: tokens.bob },
    )
    expect(read.body.data?.[graphqlSingle] ?? null).toBeNull()
    const own = await graphql(
      `query($id: Int!) { ${graphqlSingle}(id: $id) { ${graphqlField} } }`,
      { id: aliceDoc.id },
      { token: tokens.alice },
    )
    expect(own.body.data?.[graphqlSingle]).toBeTruthy()
  })

  it('is visible to staff', async () => {
    const doc = await payload.findByID({ collection, id: aliceDoc.id, user: editor, overrideAccess: false, depth: 0 })
    expect(doc.id).toBe(aliceDoc.id)
  })
})

describe("the admin's owner column", () => {
  it('names every owner of a list with one query, and a deleted account as such', async () => {
    const { ownerLabel } = await import('@/lib/data/owners')
    const gone = await createUser(payload, ['customer'])
    await payload.delete({ collection: 'users', id: gone.id })
    const find = vi.spyOn(payload, 'find')
    try {
      // As Payload renders a list: one cell per row, all at once, several rows per owner.
      const labels = await Promise.all([alice.id, bob.id, alice.id, editor.id, gone.id, null].map((id) => ownerLabel(id)))
      expect(labels).toEqual([
        `${alice.name} · ${alice.email}`,
        `${bob.name} · ${bob.email}`,
        `${alice.name} · ${alice.email}`,
        `${editor.name} · ${editor.email}`,
        `Deleted account (ID ${gone.id})`,
        '—',
      ])
      expect(find.mock.calls.filter(([args]) => args.collection === 'users')).toHaveLength(1)
    } finally {
      find.mockRestore()
    }
  })
})
