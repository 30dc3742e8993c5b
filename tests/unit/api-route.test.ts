import { redirect } from 'next/navigation'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

import { revalidationToken } from '@/lib/cache/revalidation-token'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { SOCKET_ADDRESS_HEADER } from '@/lib/http/request-ip'
import { apiRoute } from '@/lib/services/api'

/** A session is a header here: `x-test-user: customer` or `staff` (the real lookup is Payload's). */
vi.mock('@/lib/data/session', () => ({
  getApiUser: async (request: Request) => {
    const role = request.headers.get('x-test-user')
    return role ? { id: role === 'staff' ? 1 : 2, roles: [role === 'staff' ? 'editor' : 'customer'] } : null
  },
}))
vi.mock('@/lib/payload/client', () => ({ payloadClient: async () => ({ logger: { error: () => {} } }) }))

const echo = async (context: { user: unknown; query: unknown; body: unknown; params: unknown }) =>
  Response.json({ user: context.user, query: context.query, body: context.body, params: context.params })

const call = (route: (request: Request) => Promise<Response>, init: RequestInit & { url?: string } = {}) =>
  route(new Request(init.url ?? 'http://app.test/api/x', init))

describe('apiRoute: who may call', () => {
  it("'user' answers 401 to a visitor and gives a signed-in user to the handler", async () => {
    const route = apiRoute(echo, { auth: 'user', limit: 'none', maxBodyBytes: 0 })
    const refused = await call(route)
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ error: { code: 'unauthorized', message: 'Sign in to continue.' } })
    const served = await call(route, { headers: { 'x-test-user': 'customer' } })
    expect((await served.json()).user).toMatchObject({ id: 2 })
  })

  it("'staff' answers 403 to visitors and customers alike", async () => {
    const route = apiRoute(echo, { auth: 'staff', limit: 'none', maxBodyBytes: 0 })
    expect((await call(route)).status).toBe(403)
    expect((await call(route, { headers: { 'x-test-user': 'customer' } })).status).toBe(403)
    expect((await call(route, { headers: { 'x-test-user': 'staff' } })).status).toBe(200)
  })

  it("'none' reads no session; 'optional' passes the user or null", async () => {
    const none = apiRoute(echo, { auth: 'none', limit: 'none', maxBodyBytes: 0 })
    expect((await (await call(none, { headers: { 'x-test-user': 'staff' } })).json()).user).toBeNull()
    const optional = apiRoute(echo, { auth: 'optional', limit: 'none', maxBodyBytes: 0 })
    expect((await (await call(optional)).json()).user).toBeNull()
    expect((await (await call(optional, { headers: { 'x-test-user': 'staff' } })).json()).user).toMatchObject({ id: 1 })
  })

  it("'server' takes only this server's revalidation token", async () => {
    const route = apiRoute(echo, { auth: 'server', limit: 'none', maxBodyBytes: 0 })
    expect((await call(route, { headers: { authorization: 'Bearer forged' } })).status).toBe(401)
    const token = revalidationToken(env.PAYLOAD_SECRET)
    expect((await call(route, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200)
  })
})

describe('apiRoute: input', () => {
  const query = z.object({ q: z.string({ error: 'Enter a keyword.' }).min(2, 'At least two letters.'), hl: z.string().default('en') })

  it('checks the query against its schema: an empty parameter is absent, a bad one a 400 naming the field', async () => {
    const route = apiRoute(echo, { auth: 'none', limit: 'none', maxBodyBytes: 0, query })
    expect((await (await call(route, { url: 'http://app.test/api/x?q=ab&hl=' })).json()).query).toEqual({ q: 'ab', hl: 'en' })
    const refused = await call(route, { url: 'http://app.test/api/x?q=a' })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({
      error: { code: 'bad_request', message: 'At least two letters.', fields: { q: 'At least two letters.' } },
    })
  })

  it('reads a declared body as JSON, checked, and refuses what is not JSON', async () => {
    const route = apiRoute(echo, { auth: 'none', limit: 'none', maxBodyBytes: 100, body: z.object({ n: z.number() }) })
    expect((await (await call(route, { method: 'POST', body: '{"n":1}' })).json()).body).toEqual({ n: 1 })
    expect((await call(route, { method: 'POST', body: 'n=1' })).status).toBe(400)
    expect((await call(route, { method: 'POST', body: '{"n":"1"}' })).status).toBe(400)
  })

  it('answers 413 past maxBodyBytes without reading the rest', async () => {
    let pulled = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1
        controller.enqueue(new Uint8Array(1024))
      },
    })
    const route = apiRoute(echo, { auth: 'none', limit: 'none', maxBodyBytes: 4096, body: 'bytes' })
    const response = await route(new Request('http://app.test/api/x', { method: 'POST', body, duplex: 'half' } as RequestInit))
    expect(response.status).toBe(413)
    expect(pulled).toBeLessThan(10)
  })

  it('refuses a declaration that reads a body without a size', () => {
    expect(() => apiRoute(echo, { auth: 'none', limit: 'none', maxBodyBytes: 0, body: 'text' })).toThrow(/maxBodyBytes/)
  })
})

describe('apiRoute: limits and answers', () => {
  it('counts the named limit after the input is checked, per client address for visitors', async () => {
    const route = apiRoute(echo, { auth: 'none', limit: 'thumbnail-images', maxBodyBytes: 0, query: z.object({ ok: z.literal('1') }) })
    const from = (address: string, ok = '1') =>
      call(route, { url: `http://app.test/api/x?ok=${ok}`, headers: { [SOCKET_ADDRESS_HEADER]: address } })
    // Bad input is answered without counting: 2,000 of them leave the allowance whole.
    for (let i = 0; i < 2000; i++) expect((await from('198.51.100.7', '0')).status).toBe(400)
    for (let i = 0; i < 1000; i++) expect((await from('198.51.100.7')).status).toBe(200)
    const refused = await from('198.51.100.7')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((await refused.json()).error.message).toMatch(/^This is limited to 1000 thumbnail images an hour\. Try again in \d+ minutes\.$/)
    expect((await from('198.51.100.8')).status).toBe(200)
  })

  it('answers thrown errors with their status and every answer with a request id', async () => {
    const route = apiRoute(
      async () => {
        throw new AppError('not_found', 'No such thing.')
      },
      { auth: 'none', limit: 'none', maxBodyBytes: 0 },
    )
    const response = await call(route, { headers: { 'x-request-id': 'req-42' } })
    expect(response.status).toBe(404)
    expect(response.headers.get('x-request-id')).toBe('req-42')
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'No such thing.' } })
  })

  it("lets Next's redirects through", async () => {
    const route = apiRoute(
      async () => {
        redirect('/elsewhere')
      },
      { auth: 'none', limit: 'none', maxBodyBytes: 0 },
    )
    await expect(call(route)).rejects.toMatchObject({ digest: expect.stringContaining('NEXT_REDIRECT') })
  })

  it('hands the route segments to the handler', async () => {
    const route = apiRoute<{ id: string }>(echo, { auth: 'none', limit: 'none', maxBodyBytes: 0 })
    const response = await route(new Request('http://app.test/api/x/7'), { params: Promise.resolve({ id: '7' }) })
    expect((await response.json()).params).toEqual({ id: '7' })
  })
})
