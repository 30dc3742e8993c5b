import type { IncomingMessage, ServerResponse } from 'node:http'

/** What a handler answers; the server writes it. */
export type Reply = { status: number; headers: Record<string, string>; body: string | Buffer }

/** One request as the handlers see it: the body is read up front (at most MAX_BODY bytes). */
export type FakeRequest = {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingMessage['headers']
  body: Buffer
  /** The server's response, to notice a client that hangs up during a slow answer. */
  res: ServerResponse
}

/** Uploads above this are cut off with 413 before any handler looks at them. */
export const MAX_BODY = 8 * 1024 * 1024

export const notFound: Reply = { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' }, body: 'Not Found' }

export function json(status: number, value: unknown, contentType = 'application/json; charset=UTF-8', indent = 0): Reply {
  return { status, headers: { 'content-type': contentType }, body: JSON.stringify(value, null, indent) }
}

/** googleapis.com pretty-prints its JSON unless asked not to. */
export function apiJson(status: number, value: unknown, headers: Record<string, string> = {}): Reply {
  const reply = json(status, value, 'application/json; charset=UTF-8', 2)
  return { ...reply, headers: { ...reply.headers, ...headers } }
}

export type ApiErrorItem = { message: string; domain: string; reason: string; location?: string; locationType?: string }

/** The error body every googleapis.com API answers (Data API v3, Analytics v2). */
export type ApiError = {
  error: { code: number; message: string; errors: ApiErrorItem[]; status?: string; details?: unknown[] }
}

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  413: 'FAILED_PRECONDITION',
  429: 'RESOURCE_EXHAUSTED',
  503: 'UNAVAILABLE',
}

/**
 * A googleapis.com error. `status` is left out where Google leaves it out (the Data API's own
 * youtube.* errors, quotaExceeded) and given for the errors its front end answers (auth, 503).
 */
export function apiError(
  code: number,
  message: string,
  item: Omit<ApiErrorItem, 'message'> & { itemMessage?: string },
  options: { status?: boolean; headers?: Record<string, string>; details?: unknown[] } = {},
): Reply {
  const { itemMessage, ...rest } = item
  const error: ApiError['error'] = { code, message, errors: [{ message: itemMessage ?? message, ...rest }] }
  if (options.status) error.status = STATUS_NAMES[code] ?? 'UNKNOWN'
  if (options.details) error.details = options.details
  return apiJson(code, { error } satisfies ApiError, options.headers)
}

/** Google's own HTML error page, as its front ends answer outages and bad authorization requests. */
export function googleErrorPage(status: number, detail = 'The server encountered an error. Please try again later.'): Reply {
  const body = `<!DOCTYPE html><html lang=en><meta charset=utf-8><title>Error ${status}!!1</title><p><b>${status}.</b> <ins>That’s an error.</ins><p>${detail} <ins>That’s all we know.</ins></html>`
  return { status, headers: { 'content-type': 'text/html; charset=UTF-8' }, body }
}

/** Reads the whole body, or answers null when it is over MAX_BODY. */
export async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY) return null
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/** Form fields of an application/x-www-form-urlencoded body, or none for any other type. */
export function formFields(request: FakeRequest): URLSearchParams {
  const type = request.headers['content-type'] ?? ''
  return type.startsWith('application/x-www-form-urlencoded') ? new URLSearchParams(request.body.toString('utf8')) : new URLSearchParams()
}

/** The parsed JSON body, or undefined when there is none or it does not parse. */
export function jsonBody(request: FakeRequest): unknown {
  try {
    return request.body.length > 0 ? JSON.parse(request.body.toString('utf8')) : undefined
  } catch {
    return undefined
  }
}

/** The access token of a request: `Authorization: Bearer …` or the `access_token` query parameter. */
export function bearerToken(request: FakeRequest): string | undefined {
  const header = request.headers.authorization
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null
  return match?.[1] ?? request.query.get('access_token') ?? undefined
}

/** Waits, but gives up early when the client hangs up or the fake closes, so no timer outlives them. */
export function delayUnlessClosed(ms: number, res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    res.on('close', () => {
      clearTimeout(timer)
      resolve()
    })
  })
}

export function htmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')
}
