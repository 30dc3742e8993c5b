import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { chooseEncoding, createMicroCache } from '../../server/micro-cache.mjs'

// The compression Next itself wraps responses in (router-server.js), so the micro-cache sees the
// same stream as in production: Next's gzip on top of the recording.
type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void
const compression = createRequire(import.meta.url)('next/dist/compiled/compression') as () => Middleware

type Page = { status?: number; cache?: string; cacheControl?: string; contentType?: string; setCookie?: boolean; delayMs?: number }

/**
 * A stand-in for Next's handler: a page whose body names how many times Next was asked, compressed
 * by Next's compression middleware, with the headers Next sends on a cache hit.
 */
function fakeNext(page: () => Page) {
  const compress = compression()
  let calls = 0
  const handler = async (request: IncomingMessage, response: ServerResponse) => {
    calls += 1
    const {
      status = 200,
      cache = 'HIT',
      cacheControl = 's-maxage=31536000',
      contentType = 'text/html; charset=utf-8',
      setCookie = false,
      delayMs = 0,
    } = page()
    const body = `<!doctype html><p>render ${calls} of ${request.url}</p>${'<p>filler paragraph</p>'.repeat(200)}`
    compress(request, response, () => {})
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
    response.statusCode = status
    response.setHeader('content-type', contentType)
    response.setHeader('cache-control', cacheControl)
    if (cache) response.setHeader('x-nextjs-cache', cache)
    response.setHeader('content-security-policy', "default-src 'self'")
    if (setCookie) response.setHeader('set-cookie', 'session=1')
    response.end(body)
  }
  return { handler, calls: () => calls }
}

const servers: Server[] = []
afterEach(async () => {
  // Keep-alive connections of the client would otherwise hold close() up for seconds.
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise((resolve) => {
          server.close(resolve)
          server.closeAllConnections()
        }),
    ),
  )
})

/** The app behind a micro-cache whose clock moves only when a test says (`advance`), however slow the machine. */
async function serve(page: () => Page = () => ({}), ttlMs = 1_000) {
  const next = fakeNext(page)
  let time = 0
  const cache = createMicroCache({ ttlMs, maxBytes: 1024 * 1024, now: () => time })
  const server = createServer((request, response) => {
    if (!cache.handle(request, response)) void next.handler(request, response)
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { base, calls: next.calls, advance: (ms: number) => (time += ms) }
}

/** A whole answer: fetch resolves at the headers, and the next request must not overtake the end of this one. */
async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip', ...headers } })
  const body = await response.text()
  return { status: response.status, headers: response.headers, text: async () => body }
}

/** The bytes on the wire (fetch decodes what it asked for): encoding, length and body as sent. */
async function raw(url: string, acceptEncoding: string) {
  const { get: request } = await import('node:http')
  return new Promise<{ encoding?: string; length?: string; vary?: string; body: Buffer }>((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          encoding: response.headers['content-encoding'],
          length: response.headers['content-length'],
          vary: response.headers.vary,
          body: Buffer.concat(chunks),
        }),
      )
    }).on('error', reject)
  })
}

/** Waits for the Brotli copy, made in the thread pool after the first answer. */
async function brotliOf(url: string) {
  for (let i = 0; i < 100; i++) {
    const answer = await raw(url, 'gzip, deflate, br, zstd')
    if (answer.encoding === 'br') return answer
    await sleep(10)
  }
  throw new Error(`${url} was never sent as Brotli`)
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('micro-cache in front of Next', () => {
  it('sends a cache hit of Next from memory until it expires, with the same headers and bytes', async () => {
    const app = await serve(() => ({}), 300)
    const first = await get(`${app.base}/blog`)
    const firstBody = await first.text()
    const second = await get(`${app.base}/blog`)
    expect(await second.text()).toBe(firstBody)
    expect(app.calls()).toBe(1)
    for (const name of ['content-type', 'cache-control', 'x-nextjs-cache', 'content-security-policy', 'content-encoding', 'vary']) {
      expect(second.headers.get(name), name).toBe(first.headers.get(name))
    }
    app.advance(350)
    expect(await (await get(`${app.base}/blog`)).text()).toContain('render 2 of /blog')
    expect(app.calls()).toBe(2)
  })

  it('sends gzip to clients that ask for it and plain bytes to the others, from the one copy', async () => {
    const app = await serve()
    await get(`${app.base}/`)
    const gzipped = await raw(`${app.base}/`, 'gzip')
    expect(gzipped.encoding).toBe('gzip')
    expect(Number(gzipped.length)).toBe(gzipped.body.length)
    expect(gunzipSync(gzipped.body).toString()).toContain('render 1 of /')
    const plain = await fetch(`${app.base}/`, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toContain('render 1 of /')
    expect(app.calls()).toBe(1)
  })

  it('sends Brotli to browsers once it is made, the same page in fewer bytes, and gzip to the others', async () => {
    const app = await serve()
    const page = await (await get(`${app.base}/`)).text()
    const br = await brotliOf(`${app.base}/`)
    expect(Number(br.length)).toBe(br.body.length)
    expect(brotliDecompressSync(br.body).toString()).toBe(page)
    expect(br.vary).toContain('Accept-Encoding')
    const gzipped = await raw(`${app.base}/`, 'gzip, deflate')
    expect(gzipped.encoding).toBe('gzip')
    expect(br.body.length).toBeLessThan(gzipped.body.length)
    expect(gunzipSync(gzipped.body).toString()).toBe(page)
    expect((await raw(`${app.base}/`, 'br;q=0, gzip')).encoding).toBe('gzip')
    expect(app.calls()).toBe(1)
  })

  it("keeps Next's build output (immutable) past the page lifetime, and leaves the rest of /_next/ to Next", async () => {
    const asset = { cache: '', cacheControl: 'public, max-age=31536000, immutable', contentType: 'application/javascript; charset=UTF-8' }
    const app = await serve(() => asset, 50)
    const script = await (await get(`${app.base}/_next/static/chunks/app.js`)).text()
    app.advance(100)
    const br = await brotliOf(`${app.base}/_next/static/chunks/app.js`)
    expect(brotliDecompressSync(br.body).toString()).toBe(script)
    expect(app.calls()).toBe(1)
    // Not immutable (Next's image optimizer, data routes): asked of Next every time.
    const app2 = await serve(() => ({ ...asset, cacheControl: 'public, max-age=60' }))
    await get(`${app2.base}/_next/static/chunks/app.js`)
    await get(`${app2.base}/_next/image?url=x`)
    await get(`${app2.base}/_next/static/chunks/app.js`)
    await get(`${app2.base}/_next/image?url=x`)
    expect(app2.calls()).toBe(4)
  })

  it('sends what Next does not compress (fonts, images) as it is', async () => {
    const font = { cache: '', cacheControl: 'public, max-age=31536000, immutable', contentType: 'font/woff2' }
    const app = await serve(() => font)
    const first = await raw(`${app.base}/_next/static/media/font.woff2`, 'gzip, br')
    const second = await raw(`${app.base}/_next/static/media/font.woff2`, 'gzip, br')
    expect([first.encoding, second.encoding]).toEqual([undefined, undefined])
    expect(second.body.equals(first.body)).toBe(true)
    expect(app.calls()).toBe(1)
  })

  it('answers HEAD from the copy without a body', async () => {
    const app = await serve()
    await get(`${app.base}/`)
    const head = await fetch(`${app.base}/`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    expect(app.calls()).toBe(1)
  })

  it.each<[string, Page]>([
    ['a page Next rendered for this request', { cache: 'MISS' }],
    ['a stale page Next is regenerating', { cache: 'STALE' }],
    ['a not-found page', { status: 404 }],
    ['a private page', { cacheControl: 'private, no-cache, no-store, max-age=0, must-revalidate' }],
    ['a response that sets a cookie', { setCookie: true }],
  ])('never keeps %s', async (_, page) => {
    const app = await serve(() => page)
    await get(`${app.base}/x`)
    await get(`${app.base}/x`)
    expect(app.calls()).toBe(2)
  })

  it.each<[string, string, RequestInit]>([
    ['client navigations (RSC payload)', '/blog', { headers: { rsc: '1' } }],
    ['prefetches by query', '/blog?_rsc=abc', {}],
    ['draft mode', '/blog', { headers: { cookie: 'a=1; __prerender_bypass=token' } }],
    ['posts', '/blog', { method: 'POST', body: '{}' }],
    ['the APIs', '/api/posts', {}],
  ])('leaves %s to Next', async (_, path, init) => {
    const app = await serve()
    await get(`${app.base}${path.split('?')[0]}`)
    await (await fetch(`${app.base}${path}`, init)).text()
    await (await fetch(`${app.base}${path}`, init)).text()
    expect(app.calls()).toBe(3)
  })

  it('forgets a page as soon as Next stops serving it from its cache (unpublished)', async () => {
    let page: Page = {}
    const app = await serve(() => page, 100)
    await get(`${app.base}/blog/post`)
    page = { status: 404, delayMs: 100 }
    app.advance(150)
    expect((await get(`${app.base}/blog/post`)).status).toBe(404)
    // Had the old copy been kept, all but one of these would get it while that one asks Next again.
    const statuses = await Promise.all(Array.from({ length: 5 }, async () => (await get(`${app.base}/blog/post`)).status))
    expect(statuses).toEqual([404, 404, 404, 404, 404])
  })

  it('lets one request refresh an expired page while the others get the previous copy', async () => {
    let delayMs = 0
    const app = await serve(() => ({ delayMs }), 100)
    await get(`${app.base}/`)
    app.advance(150)
    delayMs = 300
    const bodies = await Promise.all(Array.from({ length: 10 }, async () => (await get(`${app.base}/`)).text()))
    expect(app.calls()).toBe(2)
    expect(bodies.filter((body) => body.includes('render 2 of /'))).toHaveLength(1)
    expect(bodies.filter((body) => body.includes('render 1 of /'))).toHaveLength(9)
  })
})

describe('chooseEncoding', () => {
  const both = { gzip: true, br: true }
  it.each<[string | undefined, Record<string, boolean>, string]>([
    ['gzip, deflate, br, zstd', both, 'br'],
    ['gzip, deflate, br, zstd', { gzip: true }, 'gzip'],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', { gzip: true }, 'gzip'],
    ['*', both, 'br'],
    ['br;q=0, gzip', both, 'gzip'],
    ['GZIP;Q=0', { gzip: true }, 'identity'],
    ['identity', both, 'identity'],
    ['br', { gzip: true }, 'identity'],
    [undefined, both, 'identity'],
    ['gzip, br', { identity: true }, 'identity'],
  ])('%s with %j → %s', (header, available, expected) => {
    expect(chooseEncoding(header, available)).toBe(expected)
  })
})
