import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { apiRoute, readJson } from '@/lib/services/api'
import { pagesApiRoute, type WebHandler } from '@/lib/services/pages-api-route'

vi.mock('@/lib/payload/client', () => ({ payloadClient: vi.fn() }))

let server: Server | undefined

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined))
  server = undefined
})

/** Serves the adapter on a loopback port, with `query` as Next's Pages Router fills it in. */
async function serve(handler: ReturnType<typeof pagesApiRoute>, query: Record<string, string> = {}) {
  server = createServer((request, response) => void handler(Object.assign(request, { query }), response))
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
}

const echo: WebHandler = apiRoute(async (request: Request, { params }) =>
  Response.json({
    method: request.method,
    url: request.url,
    body: request.method === 'POST' ? await readJson(request, 1000) : null,
    params: await params,
    forwarded: request.headers.get('x-forwarded-for'),
  }),
)

describe('tool APIs served through the Pages Router (pagesApiRoute)', () => {
  it('hands the web handler the method, URL, headers, JSON body and route segments', async () => {
    const base = await serve(pagesApiRoute({ GET: echo, POST: echo }, { maxBodyBytes: 1000 }), { videoId: 'abc', file: 'default.jpg' })
    const response = await fetch(`${base}/api/tools/x?q=1`, {
      method: 'POST',
      body: '{"title":"Hi"}',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(await response.json()).toEqual({
      method: 'POST',
      url: `${base}/api/tools/x?q=1`,
      body: { title: 'Hi' },
      params: { videoId: 'abc', file: 'default.jpg' },
      forwarded: '203.0.113.9',
    })
  })

  it('answers 413 past the body limit without reading the rest, chunked or declared', async () => {
    const handler = vi.fn(echo)
    const base = await serve(pagesApiRoute({ POST: handler }, { maxBodyBytes: 1000 }))
    const declared = await fetch(`${base}/`, { method: 'POST', body: 'x'.repeat(1001) })
    expect(declared.status).toBe(413)
    expect((await declared.json()).error.message).toBe('Send at most 1 KB.')

    // A chunked body with no length: the answer comes after the first chunks, long before the end.
    const { port } = new URL(base)
    let sent = 0
    const status = await new Promise<number>((resolve, reject) => {
      const upload = httpRequest(
        { host: '127.0.0.1', port, method: 'POST', path: '/', headers: { 'transfer-encoding': 'chunked' } },
        (response) => resolve(response.statusCode ?? 0),
      )
      upload.on('error', reject)
      const chunk = Buffer.alloc(600, 'x')
      const more = () => {
        if (sent++ < 10_000 && !upload.destroyed) upload.write(chunk, () => setImmediate(more))
      }
      more()
    })
    expect(status).toBe(413)
    expect(sent).toBeLessThan(1000)
    expect(handler).not.toHaveBeenCalled()
  })

  it('answers 405 with Allow for a method the route does not take, and HEAD like GET', async () => {
    const base = await serve(pagesApiRoute({ GET: echo }))
    const response = await fetch(base, { method: 'DELETE' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET')
    expect(response.headers.get('x-request-id')).toBeTruthy()
    expect((await response.json()).error.code).toBe('method_not_allowed')
    expect((await fetch(base, { method: 'HEAD' })).status).toBe(200)
  })

  it('passes every cookie and streams the body as the handler writes it', async () => {
    let release: () => void = () => undefined
    const second = new Promise<void>((resolve) => (release = resolve))
    const streaming: WebHandler = async () => {
      const headers = new Headers({ 'content-type': 'application/x-ndjson' })
      headers.append('set-cookie', 'a=1; Path=/')
      headers.append('set-cookie', 'b=2; Path=/')
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new TextEncoder().encode('{"type":"progress"}\n'))
          await second
          controller.enqueue(new TextEncoder().encode('{"type":"result"}\n'))
          controller.close()
        },
      })
      return new Response(body, { headers })
    }
    const base = await serve(pagesApiRoute({ GET: streaming }))
    const response = await fetch(base)
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/'])
    const reader = response.body!.getReader()
    // The first line arrives while the handler still holds back the second.
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('{"type":"progress"}\n')
    release()
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('{"type":"result"}\n')
    expect((await reader.read()).done).toBe(true)
  })
})
