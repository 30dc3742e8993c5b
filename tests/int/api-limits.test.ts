import type { Payload, PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { graphql, rest } from './support/http'
import { createAuthor, createUser, lexicalParagraph, sessionToken, testPayload } from './support/payload'

import { capApiReads } from '@/hooks/capApiReads'

/**
 * What one API request may cost (docs/security.md, round 2 items 1 and 2): lists come in pages of at
 * most 100 (250 for staff over REST), nobody gets `pagination=false` or a `depth` past 2, GraphQL counts
 * page size times fields and caps aliases, and anonymous REST reads and GraphQL requests are limited per client.
 */
let payload: Payload
let editorToken: string
let customerToken: string

beforeAll(async () => {
  payload = await testPayload()
  await createUser(payload, ['admin'])
  const editor = await createUser(payload, ['editor'], { _verified: true })
  const customer = await createUser(payload, ['customer'], { _verified: true })
  editorToken = await sessionToken(payload, editor)
  customerToken = await sessionToken(payload, customer)
  const author = await createAuthor(payload)
  for (const title of ['One', 'Two', 'Three'])
    await payload.create({
      collection: 'posts',
      data: {
        title,
        excerpt: 'An excerpt long enough to be useful.',
        content: lexicalParagraph(title),
        authors: [author.id],
        _status: 'published',
      },
      depth: 0,
    })
})

let visitor = 0
/** A new client address per call, so per-client limits do not mix the tests up. */
const ip = () => `198.18.${Math.floor(++visitor / 250)}.${visitor % 250}`

describe('REST lists', () => {
  it('answer visitors and customers a page of at most 100, whatever limit they ask for', async () => {
    for (const query of ['limit=0', 'limit=5000']) {
      for (const token of [undefined, customerToken]) {
        const response = await rest('GET', `/api/posts?${query}&depth=0`, { token, ip: ip() })
        expect(response.status, query).toBe(200)
        expect(response.body.limit, query).toBe(100)
      }
    }
  })

  it('refuse visitors pagination=false and a depth past 2', async () => {
    const unpaged = await rest('GET', '/api/posts?pagination=false', { ip: ip() })
    expect(unpaged.status).toBe(400)
    expect(unpaged.body.errors[0].message).toMatch(/pages of at most 100/)
    const deep = await rest('GET', '/api/posts?depth=10', { token: customerToken, ip: ip() })
    expect(deep.status).toBe(400)
    expect(deep.body.errors[0].message).toMatch(/depth can be at most 2/)
    expect((await rest('GET', '/api/posts?depth=2', { ip: ip() })).status).toBe(200)
  })

  it('answer staff pages of at most 250: the most the admin asks for at once', async () => {
    for (const query of ['limit=0', 'limit=5000'])
      expect((await rest('GET', `/api/posts?${query}&depth=0`, { token: editorToken, ip: ip() })).body, query).toMatchObject({
        limit: 250,
        totalDocs: 3,
      })
    // The list's relationship labels, as @payloadcms/ui's RelationshipProvider asks for them.
    const ids = (await payload.find({ collection: 'posts', depth: 0, select: {} })).docs.map((post) => post.id).join(',')
    const labels = await rest('GET', `/api/posts?depth=0&draft=true&limit=250&where[id][in]=${ids}&select[title]=true`, {
      token: editorToken,
      ip: ip(),
    })
    expect(labels.status).toBe(200)
    expect(labels.body).toMatchObject({ limit: 250, totalDocs: 3 })
    expect(labels.body.docs).toHaveLength(3)
  })

  it('refuse staff pagination=false and a depth past 2, lists and documents alike', async () => {
    const unpaged = await rest('GET', '/api/posts?pagination=false', { token: editorToken, ip: ip() })
    expect(unpaged.status).toBe(400)
    expect(unpaged.body.errors[0].message).toMatch(/pages of at most 250/)
    const { id } = (await payload.find({ collection: 'posts', depth: 0, limit: 1 })).docs[0]!
    for (const path of ['/api/posts?depth=3', `/api/posts/${id}?depth=10`, '/api/posts/versions?depth=5']) {
      const deep = await rest('GET', path, { token: editorToken, ip: ip() })
      expect(deep.status, path).toBe(400)
      expect(deep.body.errors[0].message, path).toMatch(/depth can be at most 2/)
    }
    // The admin's API view opens at Payload's default depth, 2.
    expect((await rest('GET', `/api/posts/${id}?depth=2&draft=false`, { token: editorToken, ip: ip() })).status).toBe(200)
  })

  it("cap staff's join pages at 250 too", async () => {
    const args = { limit: 0, joins: { deliveries: { limit: 0 }, notices: { limit: 20 }, skipped: false } }
    const req = { payloadAPI: 'REST', user: { roles: ['editor'] }, headers: new Headers() } as unknown as PayloadRequest
    const capped = await capApiReads({ args, operation: 'read', req } as unknown as Parameters<typeof capApiReads>[0])
    expect(capped).toMatchObject({ limit: 250, joins: { deliveries: { limit: 250 }, notices: { limit: 20 }, skipped: false } })
  })

  it('limit anonymous reads per client, not signed-in ones', async () => {
    const address = ip()
    const statuses: number[] = []
    for (let i = 0; i < 121; i++) statuses.push((await rest('GET', '/api/categories?depth=0&limit=1', { ip: address })).status)
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true)
    const refused = await rest('GET', '/api/categories?depth=0&limit=1', { ip: address })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await rest('GET', '/api/categories?depth=0&limit=1', { ip: address, token: customerToken })).status).toBe(200)
  })
})

describe('GraphQL', () => {
  it("refuses the review's request (160 aliases of every post's rich text) before running it", async () => {
    const aliases = Array.from({ length: 160 }, (_, i) => `a${i}: Posts(limit: 0) { docs { content contentText } }`).join('\n')
    const started = performance.now()
    const response = await graphql(`{ ${aliases} }`, {}, { ip: ip() })
    expect(performance.now() - started).toBeLessThan(2_000)
    expect(response.body.data ?? null).toBeNull()
    expect(response.body.errors[0].message).toMatch(/160 aliases; at most 20/)
  })

  it('refuses a request whose lists would cost too much, and pages a list of "all" at 100', async () => {
    const costly = Array.from({ length: 3 }, (_, i) => `p${i}: Posts(limit: 0) { docs { content contentText } }`).join(' ')
    expect((await graphql(`{ ${costly} }`, {}, { ip: ip() })).body.errors[0].message).toMatch(/would cost 6306/)
    const page = await graphql('{ Posts(limit: 0) { limit totalDocs docs { title } } }', {}, { ip: ip() })
    expect(page.body.data.Posts).toMatchObject({ limit: 100, totalDocs: 3 })
  })

  it('answers a visitor asking whether it may open the admin with false (was a 500)', async () => {
    const response = await graphql('{ Access { canAccessAdmin } }', {}, { ip: ip() })
    expect(response.body).toEqual({ data: { Access: { canAccessAdmin: false } } })
  })

  it('takes at most 60 requests a minute from one client', async () => {
    const address = ip()
    const statuses: number[] = []
    for (let i = 0; i < 61; i++) statuses.push((await graphql('{ Posts(limit: 1) { totalDocs } }', {}, { ip: address })).status)
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true)
    expect(statuses[60]).toBe(429)
  })
})
