import 'server-only'

import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'

import { readWithin } from '@/tools/bounded-read'

import { requestIdFor, withRequestId } from './api'
import { AppError, errorResponse } from '@/lib/errors'
import { tooLarge } from '@/lib/http/request-body'

type Method = 'GET' | 'POST'
type RouteContext = { params: Promise<Record<string, string>> }
/** A handler as the App Router calls it: a web `Request` in, a `Response` out. */
export type WebHandler = (request: Request, context: RouteContext) => Promise<Response>

/** A POST's body, counted as it arrives like every other body (readWithin): past `maxBytes`, a 413. */
async function readPostBody(request: IncomingMessage, headers: Headers, maxBytes: number): Promise<Uint8Array | undefined> {
  if (request.method !== 'POST') return undefined
  const body = await readWithin(Readable.toWeb(request) as ReadableStream<Uint8Array>, headers, maxBytes)
  if (!body) throw tooLarge(maxBytes)
  return body.byteLength ? body : undefined
}

function webHeaders(request: IncomingMessage): Headers {
  const headers = new Headers()
  const raw = request.rawHeaders
  for (let index = 0; index < raw.length; index += 2) headers.append(raw[index]!, raw[index + 1]!)
  return headers
}

function webRequest(request: IncomingMessage, headers: Headers, body: Uint8Array | undefined): Request {
  const url = new URL(request.url ?? '/', 'http://localhost')
  const host = headers.get('host')
  if (host && URL.canParse(`http://${host}`)) url.host = host
  return new Request(url, { method: request.method, headers, body: body as BodyInit | undefined })
}

async function send(response: Response, to: ServerResponse) {
  to.statusCode = response.status
  for (const [name, value] of response.headers) if (name !== 'set-cookie') to.setHeader(name, value)
  const cookies = response.headers.getSetCookie()
  if (cookies.length) to.setHeader('set-cookie', cookies)
  if (!response.body) return void to.end()
  // Written as it comes: the keyword explorer's progress lines must reach the browser one by one,
  // through Next's compression too (its `flush`).
  const flush = (to as ServerResponse & { flush?: () => void }).flush?.bind(to)
  const reader = response.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    if (to.destroyed) return void (await reader.cancel().catch(() => undefined))
    to.write(value)
    flush?.()
  }
  to.end()
}

/**
 * Serves web handlers (the same `(Request) => Response` functions the App Router runs, wrapped in
 * `apiRoute`) as a Pages Router API route. The free tool APIs are served this way because the App
 * Router's request path (a web `Request` built over a stream, the answer piped through web streams,
 * six spans per traced request) cost them about 40 % of their throughput (docs/benchmarks.md).
 * A POST's body is read up to `maxBodyBytes` (none by default): past it the answer is a 413, as
 * `readBody` gives App Router routes. Each route file exports `config = { api: { bodyParser: false, … } }`
 * so that Next leaves the body to this.
 */
export function pagesApiRoute(handlers: Partial<Record<Method, WebHandler>>, { maxBodyBytes = 0 } = {}) {
  const allowed = Object.keys(handlers).join(', ')
  return async (request: IncomingMessage & { query?: Partial<Record<string, string | string[]>> }, response: ServerResponse) => {
    const headers = webHeaders(request)
    const handler = handlers[request.method as Method] ?? (request.method === 'HEAD' ? handlers.GET : undefined)
    if (!handler) {
      response.setHeader('Allow', allowed)
      return send(withRequestId(errorResponse(new AppError('method_not_allowed')), requestIdFor(headers)), response)
    }
    let body: Uint8Array | undefined
    try {
      body = await readPostBody(request, headers, maxBodyBytes)
    } catch (error) {
      // The rest of the body is never read: close the connection rather than wait for it.
      response.setHeader('Connection', 'close')
      return send(withRequestId(errorResponse(error), requestIdFor(headers)), response)
    }
    // Next puts a dynamic route's segments in `query` (with the query string's parameters).
    const params = Object.fromEntries(
      Object.entries(request.query ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    )
    await send(await handler(webRequest(request, headers, body), { params: Promise.resolve(params) }), response)
  }
}
