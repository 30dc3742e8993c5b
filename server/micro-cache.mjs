// @ts-check
import { subscribe } from 'node:diagnostics_channel'
import { brotliCompress, constants as zlib, gunzip, gunzipSync, gzip } from 'node:zlib'

import { LRUCache } from 'lru-cache'

/**
 * A micro-cache in front of Next's request handler for pages Next already serves from its own cache
 * (`x-nextjs-cache: HIT`): the same bytes for every visitor, so for a short time (1 s by default)
 * they are sent from memory, already compressed, without entering Next at all. Next's per-request
 * path (router, cache lookup, gzip of the whole page, OpenTelemetry spans when Sentry traces) costs
 * a cached page several times what sending it costs (decision 007).
 *
 * Freshness is Next's: an entry lives `ttlMs` at most, then the next request goes through Next again,
 * so a publish (revalidateTag, on this or another instance) reaches visitors within that time. While
 * one request refreshes an expired entry, the others get the entry they would have got a moment ago.
 *
 * Next's build output under `/_next/static/` (scripts, styles, fonts: named by their content,
 * `Cache-Control: immutable`) is kept the same way, for as long as the process lives: Next gzips
 * every script again for every visitor otherwise.
 *
 * Browsers that accept Brotli get it once it is ready, made off the main thread after the first
 * answer: about a quarter smaller than Next's gzip for a page and a seventh for a script, so a phone
 * on a slow network gets the page sooner. Until then, and for other clients, the gzip Next made.
 *
 * Plain JavaScript, type-checked through JSDoc: the server entry runs it as is, outside Next's bundles.
 */

/** Headers that belong to one connection or one response, never replayed. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length', 'content-encoding'])
/** Requests carrying any of these get a different answer from Next (client navigation, actions, revalidation). */
const VARYING_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
  'x-prerender-revalidate',
  'range',
  'authorization',
]
/** Next's build output: content-hashed names, the same bytes for the life of the build. */
const STATIC_ASSET_PREFIX = '/_next/static/'
/** Never a shared page: the APIs, Next's other files (images, data) and the admin. */
const NEVER_CACHED_PREFIXES = ['/api/', '/_next/', '/admin']
/** Draft mode shows unpublished content to staff. */
const BYPASS_COOKIE = '__prerender_bypass'
/** Larger pages are left to Next (none of the site's pages comes close). */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024
/** How long an expired copy may still be sent while its refresh is in flight. */
const MAX_STALE_WHILE_REFRESHING_MS = 10_000
/** Content types worth compressing (images and fonts already are). */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/
/**
 * Brotli's best for build output, made once per process (a few hundred ms of a thread-pool thread for
 * the largest script); a faster level for pages, made again each time a page is refreshed.
 */
const BROTLI_QUALITY = { asset: 11, page: 5 }

/**
 * The mark Sentry's HTTP server wrapper puts on each request it takes on (`@sentry/core` 11,
 * integrations/http/server-subscription.js); it passes a request that already carries one straight
 * through. tests/unit/micro-cache-sentry.test.ts fails if a Sentry upgrade stops honouring it.
 */
const SENTRY_REQUEST_MARK = Symbol.for('sentry_http_server_instrumented')
/** The copy a request is to be answered with, decided when the request starts (see `skipsSentry`). */
const MEMORY_ENTRY = Symbol('micro-cache entry')

/**
 * The one copy of an answer, in each encoding made so far: `gzip` as Next sent it (or `identity` for
 * what Next does not compress), `br` once made. Heads are the headers as one flat list per encoding,
 * made once: Node takes them as they are, with no per-header calls.
 * @typedef {'identity' | 'gzip' | 'br'} Encoding
 * @typedef {'page' | 'asset'} Kind
 * @typedef {{ kind: Kind, status: number, head: string[], bodies: Partial<Record<Encoding, Buffer>>, heads: Partial<Record<Encoding, string[]>>, storedAt: number }} Entry
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 */

/** What Next would answer this request with, if the same bytes as any other for its URL: a page or build output. */
export function cacheableKind(/** @type {Request} */ request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const url = request.url ?? ''
  for (const name of VARYING_HEADERS) if (request.headers[name] !== undefined) return null
  if (url.startsWith(STATIC_ASSET_PREFIX)) return 'asset'
  if (url.includes('_rsc=') || NEVER_CACHED_PREFIXES.some((prefix) => url.startsWith(prefix))) return null
  const cookie = request.headers.cookie
  return !cookie || !cookie.includes(BYPASS_COOKIE) ? 'page' : null
}

/** Whether a finished response is safe to send to anyone: a shared cache hit of Next's, or build output. */
export function isCacheableResponse(/** @type {Response} */ response, /** @type {Kind} */ kind) {
  if (response.statusCode !== 200) return false
  if (response.hasHeader('set-cookie')) return false
  const cacheControl = String(response.getHeader('cache-control') ?? '')
  if (kind === 'asset') return /\bimmutable\b/.test(cacheControl)
  if (response.getHeader('x-nextjs-cache') !== 'HIT') return false
  return !/\b(private|no-store|no-cache)\b/.test(cacheControl)
}

/** What each `Accept-Encoding` seen so far takes: browsers send a handful of values, parsed once each. */
const acceptedByHeader = new Map()

/** Whether a client with this `Accept-Encoding` takes Brotli and gzip: named (or `*`) with a weight above 0. */
function acceptedEncodings(/** @type {string} */ header) {
  let accepted = acceptedByHeader.get(header)
  if (accepted) return accepted
  /** @type {Map<string, number>} */
  const weights = new Map()
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined)
    if (name) weights.set(name, q === undefined ? 1 : Number(q))
  }
  const takes = (/** @type {string} */ name) => (weights.get(name) ?? weights.get('*') ?? 0) > 0
  accepted = { br: takes('br'), gzip: takes('gzip') }
  // Bounded: a client making up a new header for every request must not grow the process.
  if (acceptedByHeader.size >= 100) acceptedByHeader.clear()
  acceptedByHeader.set(header, accepted)
  return accepted
}

/**
 * The encoding to send, of those at hand: Brotli, then gzip, whatever order the client lists them in
 * (browsers list gzip first and take either), unless the client refuses one (`;q=0`) or names neither
 * it nor `*`. Otherwise `identity`: no client refuses it in practice.
 * @returns {Encoding}
 */
export function chooseEncoding(
  /** @type {string | undefined} */ acceptEncoding,
  /** @type {Partial<Record<Encoding, unknown>>} */ available,
) {
  if (!acceptEncoding) return 'identity'
  const accepted = acceptedEncodings(acceptEncoding)
  if (available.br && accepted.br) return 'br'
  if (available.gzip && accepted.gzip) return 'gzip'
  return 'identity'
}

/**
 * @param {{ ttlMs: number, maxBytes: number, now?: () => number }} options `now` is the clock (tests set their own).
 */
export function createMicroCache({ ttlMs, maxBytes, now = Date.now }) {
  /** @type {LRUCache<string, Entry>} */
  const entries = new LRUCache({
    maxSize: maxBytes,
    sizeCalculation: (entry) => Object.values(entry.bodies).reduce((sum, body) => sum + body.length, 1024),
  })
  /** URLs being refreshed by a request in flight. */
  const refreshing = new Set()

  /** Sends the entry: the headers Next sent, with the best encoding this client takes. */
  function send(/** @type {Request} */ request, /** @type {Response} */ response, /** @type {Entry} */ entry) {
    const encoding = chooseEncoding(request.headers['accept-encoding'], entry.bodies)
    // Plain bytes for the rare client that takes no compression: unzipped for it alone.
    const body = entry.bodies[encoding] ?? gunzipSync(/** @type {Buffer} */ (entry.bodies.gzip))
    response.writeHead(entry.status, entry.heads[encoding] ?? headFor(entry.head, encoding, body))
    response.end(request.method === 'HEAD' ? undefined : body)
  }

  /** Adds a Brotli copy to the entry, made in the thread pool, if the entry is still the current one by then. */
  function addBrotli(/** @type {string} */ key, /** @type {Entry} */ entry, /** @type {Buffer} */ plain) {
    const params = {
      [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[entry.kind],
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: plain.length,
    }
    brotliCompress(plain, { params }, (error, br) => {
      // Re-set so that the cache counts the new copy's size.
      if (!error && entries.peek(key) === entry) entries.set(key, withEncoding(entry, 'br', br))
    })
  }

  /** Stores what Next sent (gzip or plain), and makes the encodings it did not. */
  function store(
    /** @type {string} */ key,
    /** @type {Kind} */ kind,
    /** @type {Response} */ response,
    /** @type {string} */ encoding,
    /** @type {Buffer} */ body,
  ) {
    /** @type {string[]} */
    const head = []
    for (const [name, value] of Object.entries(response.getHeaders())) {
      if (value === undefined || HOP_BY_HOP.has(name)) continue
      for (const one of Array.isArray(value) ? value : [value]) head.push(name, String(one))
    }
    /** @type {Entry} */
    const empty = { kind, status: response.statusCode, head, bodies: {}, heads: {}, storedAt: now() }
    if (encoding === 'gzip') {
      const entry = withEncoding(empty, 'gzip', body)
      entries.set(key, entry)
      gunzip(body, (error, plain) => error || addBrotli(key, entry, plain))
    } else if (!COMPRESSIBLE.test(String(response.getHeader('content-type') ?? ''))) {
      entries.set(key, withEncoding(empty, 'identity', body))
    } else {
      // Next sent it plain (the client asked for no compression): gzip it off the main thread first.
      gzip(body, (error, gzipped) => {
        if (error) return
        const entry = withEncoding(empty, 'gzip', gzipped)
        entries.set(key, entry)
        addBrotli(key, entry, body)
      })
    }
  }

  /** Collects what Next writes, and keeps it if it turns out to be safe to send to anyone. */
  function record(/** @type {string} */ key, /** @type {Kind} */ kind, /** @type {Response} */ response) {
    /** @type {Buffer[]} */
    const chunks = []
    let size = 0
    let overflow = false
    const collect = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) => {
      if (overflow || chunk === undefined || chunk === null || typeof chunk === 'function') return
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(/** @type {string} */ (chunk), typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')
      size += buffer.length
      if (size > MAX_ENTRY_BYTES) overflow = true
      else chunks.push(buffer)
    }
    // Next's gzip wraps these in turn, so what arrives here is what goes on the wire.
    const { write, end } = response
    response.write = /** @type {typeof response.write} */ (
      function (/** @type {any[]} */ ...args) {
        collect(args[0], args[1])
        return write.apply(response, /** @type {any} */ (args))
      }
    )
    let settled = false
    // Decided as Next ends the response, before its last bytes reach the client: a client that reads
    // a 404 and asks again must not get the old copy (the 'close' event can come after its request).
    const settle = (/** @type {boolean} */ ended) => {
      if (settled) return
      settled = true
      refreshing.delete(key)
      const encoding = String(response.getHeader('content-encoding') ?? '')
      // Not a shared hit any more (unpublished, moved, now per-request): nobody gets the old copy again.
      if (!ended || overflow || !isCacheableResponse(response, kind) || (encoding && encoding !== 'gzip')) {
        entries.delete(key)
        return
      }
      store(key, kind, response, encoding, Buffer.concat(chunks))
    }
    response.end = /** @type {typeof response.end} */ (
      function (/** @type {any[]} */ ...args) {
        collect(args[0], args[1])
        settle(true)
        return end.apply(response, /** @type {any} */ (args))
      }
    )
    // Closed without an end (the client went away mid-answer): nothing complete to keep.
    response.once('close', () => settle(false))
  }

  /** The copy to send from memory for this URL, if any. */
  function servable(/** @type {string} */ key) {
    const entry = entries.get(key)
    if (!entry) return undefined
    // Build output never changes while the process lives.
    if (entry.kind === 'asset') return entry
    const age = now() - entry.storedAt
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
      const kind = cacheableKind(request)
      if (!kind) return false
      const key = request.url ?? '/'
      const entry = request[MEMORY_ENTRY] ?? servable(key)
      if (entry) {
        send(request, response, entry)
        return true
      }
      if (request.method === 'GET' && !refreshing.has(key)) {
        refreshing.add(key)
        record(key, kind, response)
      }
      return false
    },

    /**
     * Keeps the requests answered from memory out of Sentry's HTTP wrapper: they run none of the
     * app's code, so there is nothing to report, and the scope and trace context Sentry sets up for
     * each request were a large part of such a request's CPU (decision 007). The decision is made as
     * `server`'s request starts (Node's `http.server.request.start` channel, before the request event Sentry
     * wraps) and kept on the request, so `handle` sends exactly the requests Sentry skipped.
     */
    skipSentryForMemoryAnswers(/** @type {import('node:http').Server} */ server) {
      subscribe('http.server.request.start', (message) => {
        const start = /** @type {{ server: unknown, request: Request & { [MEMORY_ENTRY]?: Entry, [SENTRY_REQUEST_MARK]?: boolean } }} */ (
          message
        )
        if (start.server !== server) return
        const { request } = start
        const entry = cacheableKind(request) ? servable(request.url ?? '/') : undefined
        if (!entry) return
        request[MEMORY_ENTRY] = entry
        request[SENTRY_REQUEST_MARK] = true
      })
    },
  }
}

/** The entry with one more encoding of its body, and that encoding's headers: Next's, with its framing. */
function withEncoding(/** @type {Entry} */ entry, /** @type {Encoding} */ encoding, /** @type {Buffer} */ body) {
  return {
    ...entry,
    bodies: { ...entry.bodies, [encoding]: body },
    heads: { ...entry.heads, [encoding]: headFor(entry.head, encoding, body) },
  }
}

/** The headers of one encoding of an entry: Next's, with this encoding's framing. */
function headFor(/** @type {string[]} */ head, /** @type {Encoding} */ encoding, /** @type {Buffer} */ body) {
  return [...head, ...(encoding === 'identity' ? [] : ['content-encoding', encoding]), 'content-length', String(body.length)]
}
