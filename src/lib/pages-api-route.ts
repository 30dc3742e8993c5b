import 'server-only'

import type { IncomingMessage, ServerResponse } from 'node:http'

import { requestIdFor, withRequestId } from './api'
import { AppError, errorResponse } from './errors'
import { tooLarge } from './request-body'

type Method = 'GET' | 'POST'
type RouteContext = { params: Promise<Record<string, string>> }
/** A handler as the App Router calls it: a web `Request` in, a `Response` out. */
export type WebHandler = (request: Request, context: RouteContext) => Promise<Response>

/** The request's body as it arrives, up to `maxBytes`: past that, reading stops and a 413 is thrown. */
async function readBody(request: IncomingMessage, maxBytes: number): Promise<Buffer | undefined> {
  if (Number(request.headers['content-length'] ?? 0) > maxBytes) throw tooLarge(maxBytes)
  const chunks: Buffer[] = []
  let total = 0
  for await (const chunk of request) {
    total += (chunk as Buffer).byteLength
    if (total > maxBytes) throw tooLarge(maxBytes)
    chunks.push(chunk as Buffer)
  }
  return total ? Buffer.concat(chunks, total) : undefined
}

function webHeaders(request: IncomingMessage): Headers {
  const headers = new Headers()
  const raw = request.rawHeaders
  for (let index = 0; index < raw.length; index += 2) headers.append(raw[index]!, raw[index + 1]!)
  return headers
}

function webRequest(request: IncomingMessage, headers: Headers, body: Buffer | undefined): Request {
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
 * Bodies are read up to `maxBodyBytes` (none by default): past it the answer is a 413, as `readBody`
 * gives App Router routes. Each route file exports `config = { api: { bodyParser: false, … } }` so
 * that Next leaves the body to this.
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
    let body: Buffer | undefined
    try {
      body = await readBody(request, maxBodyBytes)
    } catch (error) {
      // The rest of the body is never read: close the connection rather than wait for it.
      response.setHeader('Connection', 'close')
      return send(withRequestId(errorResponse(error), requestIdFor(headers)), response)
    }
    // Next puts a dynamic route's segments in `query` (with the query string's parameters).
    const params = Object.fromEntries(Object.entries(request.query ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    await send(await handler(webRequest(request, headers, body), { params: Promise.resolve(params) }), response)
  }
}
