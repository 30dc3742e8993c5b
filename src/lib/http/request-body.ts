import { readWithin } from '@/tools/bounded-read'

import { AppError } from '@/lib/errors'

/** The 413 for a body past `maxBytes`, in words a person can act on. */
export function tooLarge(maxBytes: number) {
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

/** The body as UTF-8 text, with the same limit. */
export async function readText(request: Request, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readBody(request, maxBytes))
}

type Handler<C> = (request: Request, context: C) => Promise<Response>

/**
 * For handlers that read the body themselves (Payload's REST and GraphQL): the body is read here with
 * a limit chosen from its content type, and the handler gets a copy of the request holding it.
 */
export function withBodyLimit<C>(
  handler: Handler<C>,
  limits: { json: number; multipart: number },
  onError: (error: unknown) => Response,
): Handler<C> {
  return async (request, context) => {
    const multipart = (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')
    let body: Uint8Array
    try {
      body = await readBody(request, multipart ? limits.multipart : limits.json)
    } catch (error) {
      return onError(error)
    }
    return handler(new Request(request, { body: body as BodyInit }), context)
  }
}
