import 'server-only'

import { randomUUID } from 'node:crypto'

import { z } from 'zod'

import { DATABASE_RETRY_AFTER_SECONDS, isTransientDatabaseError } from '@/lib/database/errors'
import { AppError, fieldErrorsFrom, isAppError, type ErrorCode } from '@/lib/errors'
import { isYouTubeError, type YouTubeErrorKind } from '@/tools/youtube/errors'

/*
 * What every API answer is made of: one error type mapped to statuses, the request id, private
 * JSON, and input checked against a zod schema. The route wrapper (lib/services/api.ts) uses these.
 */

const YOUTUBE_TO_APP: Record<YouTubeErrorKind, ErrorCode> = {
  timeout: 'gateway_timeout',
  unavailable: 'bad_gateway',
  bad_response: 'bad_gateway',
  not_found: 'not_found',
  quota: 'unavailable',
  rate_limited: 'unavailable',
  not_configured: 'unprocessable',
  // The channel's owner must reconnect: not a fault of this server (no 5xx).
  unauthorized: 'unprocessable',
}

/** Any error a tool can throw, as the one error type the API answers with. */
export function toAppError(error: unknown): AppError {
  if (isAppError(error)) return error
  if (isTransientDatabaseError(error))
    return new AppError('unavailable', 'We are very busy right now. Please try again in a few seconds.', {
      retryAfter: DATABASE_RETRY_AFTER_SECONDS,
      cause: error,
    })
  if (isYouTubeError(error))
    return new AppError(YOUTUBE_TO_APP[error.kind], error.userMessage, {
      // The message says "in a minute": so does the header, for clients that wait on it.
      retryAfter: error.kind === 'rate_limited' ? 60 : undefined,
      cause: error,
    })
  if (error instanceof z.ZodError) return invalidInput(error)
  return new AppError('internal', undefined, { cause: error })
}

/** The request id an answer carries: the caller's X-Request-Id (from a proxy in front), else a new one. */
export function requestIdFor(headers: Headers): string {
  return headers.get('x-request-id')?.slice(0, 100) || randomUUID()
}

export function withRequestId(response: Response, requestId: string): Response {
  try {
    response.headers.set('x-request-id', requestId)
    return response
  } catch {
    // Headers of some responses (e.g. from fetch) are immutable: copy them.
    const headers = new Headers(response.headers)
    headers.set('x-request-id', requestId)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}

/**
 * Below this many bytes a JSON answer is sent uncompressed: with the headers it still fits the first
 * round trip of a new connection (TCP's initial window, 10 segments, about 14 kB), so gzip would save
 * bytes but no time, and it cost a tool API call a good share of its CPU (decision 002).
 */
export const UNCOMPRESSED_JSON_MAX_BYTES = 8 * 1024

/**
 * A private JSON answer (`Cache-Control: private, no-store`) for one visitor. A small one also says
 * `no-transform`, which tells Next's compression, and any proxy, to send it as it is.
 */
export function privateJson(data: unknown): Response {
  const body = JSON.stringify(data)
  const small = Buffer.byteLength(body) <= UNCOMPRESSED_JSON_MAX_BYTES
  return new Response(body, {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': small ? 'private, no-store, no-transform' : 'private, no-store' },
  })
}

/** A 400 with each field's message; when only one field is wrong, its message is the answer's too. */
function invalidInput(error: z.ZodError): AppError {
  const fieldErrors = fieldErrorsFrom(error.issues)
  const messages = Object.values(fieldErrors)
  return new AppError('bad_request', messages.length === 1 ? messages[0] : 'Some fields are not valid.', { fieldErrors })
}

/** Validates input against a schema, or throws a 400 carrying each field's message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input)
  if (!result.success) throw invalidInput(result.error)
  return result.data
}

/** A body's text as JSON, or a 400 when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new AppError('bad_request', 'The request body must be JSON.')
  }
}

/** A multipart or URL-encoded body as form fields, or a 400 when it is neither. */
export async function parseFormData(body: Uint8Array, contentType: string | null): Promise<FormData> {
  const form = await new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'content-type': contentType ?? '' } })
    .formData()
    .catch(() => null)
  if (!form) throw new AppError('bad_request', 'The request body must be a form.')
  return form
}

/**
 * A query string as an object for a schema: the first value of each parameter, and an empty one
 * (`?hl=`) as absent, so the schema's default applies.
 */
export function queryObject(url: string): Record<string, string> {
  const query: Record<string, string> = {}
  for (const [name, value] of new URL(url).searchParams) if (value !== '' && !(name in query)) query[name] = value
  return query
}
