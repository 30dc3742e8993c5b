import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { graphql, rest } from './support/http'
import { createAuthor, createUser, lexicalParagraph, sessionToken, testPayload } from './support/payload'

/**
 * Input that answered 500 or was stored changed (docs/security.md, round 2 items 7, 8 and 9). Each
 * case here goes through the app's real route modules; the resilience suite sends the same ones to the
 * production server (tests/resilience/fuzz.test.ts).
 */
let payload: Payload
let customerToken: string
let editorToken: string
let customer: User

beforeAll(async () => {
  payload = await testPayload()
  await createUser(payload, ['admin'])
  customer = await createUser(payload, ['customer'], { _verified: true })
  const editor = await createUser(payload, ['editor'], { _verified: true })
  customerToken = await sessionToken(payload, customer)
  editorToken = await sessionToken(payload, editor)
})

const { POST } = await import('@/app/(payload)/api/[...slug]/route')
const { POST: graphqlPost } = await import('@/app/(payload)/api/graphql/route')

async function post(path: string, body: BodyInit, contentType: string, token = customerToken) {
  const request = new Request(`http://127.0.0.1:9${path}`, {
    method: 'POST',
    body,
    headers: { 'content-type': contentType, authorization: `JWT ${token}`, origin: 'http://127.0.0.1:9' },
  })
  const slug = path
    .replace(/^\/api\//, '')
    .split('?')[0]!
    .split('/')
  const handler = slug[0] === 'graphql' ? graphqlPost : POST
  const response = await handler(request, { params: Promise.resolve({ slug }) } as never)
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null }
}

/** A 4xx whose body says what was wrong, in one of the app's two error shapes. */
function expectRefused(reply: { status: number; body: unknown }, what: string) {
  expect(reply.status, what).toBeGreaterThanOrEqual(400)
  expect(reply.status, what).toBeLessThan(500)
  const body = reply.body as { error?: { message?: string }; errors?: { message?: string }[] }
  expect(body.error?.message ?? body.errors?.[0]?.message, what).toBeTruthy()
}

describe('queries that answered 500', () => {
  it('dotted paths, absurd pages, versions of collections that keep none', async () => {
    for (const path of [
      '/api/posts?where[authors.id][equals]=abc',
      '/api/posts?where[categories.id][in]=1,abc',
      '/api/posts?where[authors.createdAt][equals]=soon',
      '/api/posts?where[meta.image][equals]=abc',
      '/api/posts?where[title][equals][x]=1',
      '/api/posts?page=99999999999999999999',
      '/api/posts?page=1e30',
      '/api/posts?limit=-5',
      '/api/posts?where=%7Bbad',
    ])
      expectRefused(await rest('GET', path), path)
    for (const path of ['/api/orders/versions', '/api/media/versions'])
      expectRefused(await rest('GET', path, { token: customerToken }), path)
  })
})

describe('bodies that answered 500', () => {
  it('null, a string, JSON nested 100,000 deep, multipart without a boundary or cut short', async () => {
    expectRefused(await post('/api/keyword-lists', 'null', 'application/json'), 'null')
    expectRefused(await post('/api/keyword-lists', '"x"', 'application/json'), 'a string')
    expectRefused(await post('/api/keyword-lists', '['.repeat(100_000) + ']'.repeat(100_000), 'application/json'), 'deep JSON')
    expectRefused(await post('/api/uploads', 'abc', 'multipart/form-data'), 'no boundary')
    const cut = '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG'
    expectRefused(await post('/api/uploads', cut, 'multipart/form-data; boundary=XX'), 'cut short')
    const badPayload = '--XX\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{bad\r\n--XX--\r\n'
    expectRefused(await post('/api/keyword-lists', badPayload, 'multipart/form-data; boundary=XX'), 'bad _payload')
    expectRefused(await post('/api/graphql', 'hello', 'application/json'), 'GraphQL, not JSON')
  })

  it('a visitor asking GraphQL whether it may open the admin gets false', async () => {
    expect((await graphql('{ Access { canAccessAdmin } }')).body).toEqual({ data: { Access: { canAccessAdmin: false } } })
  })
})

describe('writes that answered "updated" and stored something else', () => {
  it('refuse a NUL in text, and a number or object where text belongs, with a field error', async () => {
    const list = (name: unknown) =>
      rest('POST', '/api/keyword-lists', {
        token: customerToken,
        body: { name, keywords: [{ keyword: 'a', score: 1, popularity: 1, wordCount: 1 }] },
      })
    for (const name of ['Before\u0000after', 42, { nested: 'object' }]) {
      const response = await list(name)
      expect(response.status, JSON.stringify(name)).toBe(400)
      expect(response.body.errors[0].data.errors[0], JSON.stringify(name)).toMatchObject({ path: 'name' })
    }
    expect((await list('A fine name')).status).toBe(201)
  })

  it('refuse a customer changing their own roles or email (was "Updated successfully")', async () => {
    for (const body of [{ roles: ['admin'] }, { email: 'someone-else@example.test' }]) {
      const response = await rest('PATCH', `/api/users/${customer.id}`, { token: customerToken, body })
      expect(response.status, Object.keys(body)[0]).toBe(400)
    }
  })
})

describe('small leaks', () => {
  it("legal pages' earlier versions are staff-only", async () => {
    await payload.updateGlobal({
      slug: 'privacy-policy',
      data: { title: 'Privacy', effectiveDate: new Date().toISOString(), content: lexicalParagraph('v1') },
    })
    expect((await rest('GET', '/api/globals/privacy-policy/versions', { token: customerToken })).status).toBe(403)
    expect((await rest('GET', '/api/globals/privacy-policy/versions', { token: editorToken })).status).toBe(200)
  })

  it('rich text refuses javascript: links when it is saved', async () => {
    const author = await createAuthor(payload)
    const withLink = (url: string) => {
      const content = lexicalParagraph('see ')
      const paragraph = content.root.children[0]! as { children: unknown[] }
      paragraph.children.push({
        type: 'link',
        version: 3,
        direction: 'ltr',
        format: '',
        indent: 0,
        fields: { linkType: 'custom', url, newTab: false },
        children: [{ type: 'text', text: 'here', format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
      })
      return content
    }
    const create = (url: string) =>
      payload.create({
        collection: 'posts',
        data: { title: `Link ${url}`, excerpt: 'An excerpt long enough to be useful.', content: withLink(url), authors: [author.id] },
        depth: 0,
      })
    await expect(create('javascript:alert(document.cookie)')).rejects.toMatchObject({ name: 'ValidationError' })
    await expect(create('https://www.youtube.com/')).resolves.toMatchObject({ title: 'Link https://www.youtube.com/' })
  })

  it('a collection without a REST API answers 404 without naming the host', async () => {
    const response = await rest('GET', '/api/payload-migrations', { token: editorToken })
    expect(response.status).toBe(404)
    expect(JSON.stringify(response.body)).not.toMatch(/127\.0\.0\.1/)
  })
})
