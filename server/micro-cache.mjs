// @ts-check
import { subscribe } from 'node:diagnostics_channel'
import { gunzipSync, gzipSync } from 'node:zlib'

import { LRUCache } from 'lru-cache'

/**
 * A micro-cache in front of Next's request handler for pages Next already serves from its own cache
 * (`x-nextjs-cache: HIT`): the same bytes for every visitor, so for a short time (1 s by default)
 * they are sent from memory, already compressed, without entering Next at all. Next's per-request
 * path (router, cache lookup, gzip of the whole page, OpenTelemetry spans when Sentry traces) costs
 * a cached page several times what sending it costs (docs/benchmarks.md, issue #17).
 *
 * Freshness is Next's: an entry lives `ttlMs` at most, then the next request goes through Next again,
 * so a publish (revalidateTag, on this or another instance) reaches visitors within that time. While
 * one request refreshes an expired entry, the others get the entry they would have got a moment ago.
 *
 * Plain JavaScript, type-checked through JSDoc: the server entry runs it as is, outside Next's bundles.
 */

/** Headers that belong to one connection or one response, never replayed. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length', 'content-encoding'])
/** Requests carrying any of these get a different answer from Next (client navigation, actions, revalidation). */
const VARYING_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'next-url', 'x-prerender-revalidate', 'range', 'authorization']
/** Never a shared page: the APIs, Next's own files (already cached by browsers for a year) and the admin. */
const NEVER_CACHED_PREFIXES = ['/api/', '/_next/', '/admin']
/** Draft mode shows unpublished content to staff. */
const BYPASS_COOKIE = '__prerender_bypass'
/** Larger pages are left to Next (none of the site's pages comes close). */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024
/** How long an expired copy may still be sent while its refresh is in flight. */
const MAX_STALE_WHILE_REFRESHING_MS = 10_000

/**
 * The mark Sentry's HTTP server wrapper puts on each request it takes on (`@sentry/core` 11,
 * integrations/http/server-subscription.js); it passes a request that already carries one straight
 * through. tests/unit/micro-cache-sentry.test.ts fails if a Sentry upgrade stops honouring it.
 */
const SENTRY_REQUEST_MARK = Symbol.for('sentry_http_server_instrumented')
/** The copy a request is to be answered with, decided when the request starts (see `skipsSentry`). */
const MEMORY_ENTRY = Symbol('micro-cache entry')

/**
 * @typedef {{ status: number, gzip: Buffer, identity: Buffer, gzipHead: string[], identityHead: string[], storedAt: number }} Entry
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 */

/** Whether Next would answer this request with the same bytes as any other for its URL. */
export function isCacheableRequest(/** @type {Request} */ request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const url = request.url ?? ''
  if (url.includes('_rsc=') || NEVER_CACHED_PREFIXES.some((prefix) => url.startsWith(prefix))) return false
  for (const name of VARYING_HEADERS) if (request.headers[name] !== undefined) return false
  const cookie = request.headers.cookie
  return !cookie || !cookie.includes(BYPASS_COOKIE)
}

/** Whether a finished response is a shared cache hit of Next's, safe to send to anyone. */
export function isCacheableResponse(/** @type {Response} */ response) {
  if (response.statusCode !== 200) return false
  if (response.getHeader('x-nextjs-cache') !== 'HIT') return false
  if (response.hasHeader('set-cookie')) return false
  const cacheControl = String(response.getHeader('cache-control') ?? '')
  return !/\b(private|no-store|no-cache)\b/.test(cacheControl)
}

/** gzip unless the client refuses it (`gzip;q=0`) or does not ask for it. */
export function acceptsGzip(/** @type {string | undefined} */ acceptEncoding) {
  if (!acceptEncoding) return false
  const match = /(?:^|,)\s*(gzip|\*)\s*(?:;\s*q=([0-9.]+))?/i.exec(acceptEncoding)
  return match !== null && (match[2] === undefined || Number(match[2]) > 0)
}

/**
 * @param {{ ttlMs: number, maxBytes: number }} options
 */
export function createMicroCache({ ttlMs, maxBytes }) {
  /** @type {LRUCache<string, Entry>} */
  const entries = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => entry.gzip.length + entry.identity.length + 1024 })
  /** URLs being refreshed by a request in flight. */
  const refreshing = new Set()

  /** Sends the entry: the headers Next sent, with the encoding this client asked for. */
  function send(/** @type {Request} */ request, /** @type {Response} */ response, /** @type {Entry} */ entry) {
    const gzip = acceptsGzip(request.headers['accept-encoding'])
    // Headers as one flat list made once per entry: Node takes it as is, with no per-header calls.
    response.writeHead(entry.status, gzip ? entry.gzipHead : entry.identityHead)
    response.end(request.method === 'HEAD' ? undefined : gzip ? entry.gzip : entry.identity)
  }

  /** Collects what Next writes, and keeps it if it turns out to be a shared cache hit. */
  function record(/** @type {string} */ key, /** @type {Response} */ response) {
    /** @type {Buffer[]} */
    const chunks = []
    let size = 0
    let overflow = false
    const collect = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) => {
      if (overflow || chunk === undefined || chunk === null || typeof chunk === 'function') return
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(/** @type {string} */ (chunk), typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')
      size += buffer.length
      if (size > MAX_ENTRY_BYTES) overflow = true
      else chunks.push(buffer)
    }
    // Next's gzip wraps these in turn, so what arrives here is what goes on the wire.
    const { write, end } = response
    response.write = /** @type {typeof response.write} */ (function (/** @type {any[]} */ ...args) {
      collect(args[0], args[1])
      return write.apply(response, /** @type {any} */ (args))
    })
    response.end = /** @type {typeof response.end} */ (function (/** @type {any[]} */ ...args) {
      collect(args[0], args[1])
      return end.apply(response, /** @type {any} */ (args))
    })
    response.once('close', () => {
      refreshing.delete(key)
      const encoding = String(response.getHeader('content-encoding') ?? '')
      // Not a shared hit any more (unpublished, moved, now per-request): nobody gets the old copy again.
      if (!response.writableFinished || overflow || !isCacheableResponse(response) || (encoding && encoding !== 'gzip')) {
        entries.delete(key)
        return
      }
      const body = Buffer.concat(chunks)
      /** @type {string[]} */
      const head = []
      for (const [name, value] of Object.entries(response.getHeaders())) {
        if (value === undefined || HOP_BY_HOP.has(name)) continue
        for (const one of Array.isArray(value) ? value : [value]) head.push(name, String(one))
      }
      const gzip = encoding === 'gzip' ? body : gzipSync(body)
      const identity = encoding === 'gzip' ? gunzipSync(body) : body
      entries.set(key, {
        status: response.statusCode,
        gzip,
        identity,
        gzipHead: [...head, 'content-encoding', 'gzip', 'content-length', String(gzip.length)],
        identityHead: [...head, 'content-length', String(identity.length)],
        storedAt: Date.now(),
      })
    })
  }

  /** The copy to send from memory for this URL, if any. */
  function servable(/** @type {string} */ key) {
    const entry = entries.get(key)
    if (!entry) return undefined
    const age = Date.now() - entry.storedAt
    // Expired: one request refreshes it through Next, the others meanwhile get the copy they would
    // have got a moment earlier (bounded, should Next take long to answer).
    return age < ttlMs || (refreshing.has(key) && age < ttlMs + MAX_STALE_WHILE_REFRESHING_MS) ? entry : undefined
  }

  return {
    /**
     * Answers from memory and returns true; or returns false, having set the response up to be
     * recorded when worth it, and the caller hands the request to Next.
     */
    handle(/** @type {Request & { [MEMORY_ENTRY]?: Entry }} */ request, /** @type {Response} */ response) {
      if (!isCacheableRequest(request)) return false
      const key = request.url ?? '/'
      const entry = request[MEMORY_ENTRY] ?? servable(key)
      if (entry) {
        send(request, response, entry)
        return true
      }
      if (request.method === 'GET' && !refreshing.has(key)) {
        refreshing.add(key)
        record(key, response)
      }
      return false
    },

    /**
     * Keeps the requests answered from memory out of Sentry's HTTP wrapper: they run none of the
     * app's code, so there is nothing to report, and the scope and trace context Sentry sets up for
     * each request were half of such a request's CPU (docs/benchmarks.md). The decision is made as
     * `server`'s request starts (Node's `http.server.request.start` channel, before the request event Sentry
     * wraps) and kept on the request, so `handle` sends exactly the requests Sentry skipped.
     */
    skipSentryForMemoryAnswers(/** @type {import('node:http').Server} */ server) {
      subscribe('http.server.request.start', (message) => {
        const start = /** @type {{ server: unknown, request: Request & { [MEMORY_ENTRY]?: Entry, [SENTRY_REQUEST_MARK]?: boolean } }} */ (message)
        if (start.server !== server) return
        const { request } = start
        const entry = isCacheableRequest(request) ? servable(request.url ?? '/') : undefined
        if (!entry) return
        request[MEMORY_ENTRY] = entry
        request[SENTRY_REQUEST_MARK] = true
      })
    },
  }
}
