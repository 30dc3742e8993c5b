import { readWithin } from '@/tools/bounded-read'

import { AppError } from '@/lib/errors'

/** The 413 for a body past `maxBytes`, in words a person can act on. */
function tooLarge(maxBytes: number) {
  const size = maxBytes >= 1_000_000 ? `${Math.round(maxBytes / 1_000_000)} MB` : `${Math.round(maxBytes / 1000)} KB`
  return new AppError('payload_too_large', `Send at most ${size}.`)
}

/**
 * The body of a request, counted as it arrives: past `maxBytes` reading stops at once and a 413 is
 * thrown. Every route that reads a body goes through this, so a large body cannot fill the server's memory.
 */
export async function readBody(request: Request, maxBytes: number): Promise<Uint8Array> {
  const body = await readWithin(request.body, request.headers, maxBytes)
  if (!body) throw tooLarge(maxBytes)
  return body
}

/** Nesting deeper than this is refused before any parser recurses into it (a rich text document nests about 20 deep). */
export const MAX_JSON_DEPTH = 128

/** How deep arrays and objects nest in JSON text, counted in one pass without parsing (strings skipped). */
export function jsonNesting(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (inString) {
      if (char === '\\') i++
      else if (char === '"') inString = false
    } else if (char === '"') inString = true
    else if (char === '{' || char === '[') deepest = Math.max(deepest, ++depth)
    else if (char === '}' || char === ']') depth--
  }
  return deepest
}

/** The boundary a multipart Content-Type declares, without quotes; null when it declares none. */
function multipartBoundary(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)
  return match ? (match[1] ?? match[2] ?? null) : null
}

/**
 * What is wrong with a body of this type, in words for the client, or null. JSON must parse and nest
 * at most MAX_JSON_DEPTH deep; multipart must declare its boundary and end with it. Parsers further on
 * (Payload's, busboy, GraphQL's) answered such bodies with a 500 or overflowed their stack.
 */
export function bodyProblem(contentType: string, body: Uint8Array): string | null {
  const type = contentType.split(';', 1)[0]!.trim().toLowerCase()
  if (body.byteLength === 0) return null
  if (/^application\/([\w.-]+\+)?json$/.test(type)) {
    const text = new TextDecoder().decode(body)
    if (jsonNesting(text) > MAX_JSON_DEPTH) return `The JSON sent nests deeper than ${MAX_JSON_DEPTH} levels.`
    try {
      JSON.parse(text)
    } catch {
      return 'The body is not valid JSON.'
    }
  }
  if (type === 'multipart/form-data') {
    const boundary = multipartBoundary(contentType)
    if (!boundary) return 'The multipart body declares no boundary.'
    if (!Buffer.from(body.buffer, body.byteOffset, body.byteLength).includes(`--${boundary}--`)) return 'The multipart body is incomplete.'
  }
  return null
}

type Handler<C> = (request: Request, context: C) => Promise<Response>

/**
 * For handlers that read the body themselves (Payload's REST and GraphQL): the body is read here with
 * a limit chosen from its content type and checked to be well-formed (bodyProblem: a 400 otherwise),
 * and the handler gets a copy of the request holding it.
 */
export function withBodyLimit<C>(
  handler: Handler<C>,
  limits: { json: number; multipart: number },
  onError: (error: unknown) => Response,
): Handler<C> {
  return async (request, context) => {
    const contentType = request.headers.get('content-type') ?? ''
    const multipart = contentType.toLowerCase().startsWith('multipart/form-data')
    let body: Uint8Array
    try {
      body = await readBody(request, multipart ? limits.multipart : limits.json)
    } catch (error) {
      return onError(error)
    }
    const problem = bodyProblem(contentType, body)
    if (problem) return onError(new AppError('bad_request', problem))
    return handler(new Request(request, { body: body as BodyInit }), context)
  }
}
