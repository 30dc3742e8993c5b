import 'server-only'

import { randomUUID } from 'node:crypto'

import { z } from 'zod'

import { isYouTubeError, type YouTubeErrorKind } from '@/tools/youtube/errors'

import { reportServerError } from '@/lib/monitoring/report-server-error'
import { payloadClient } from '@/lib/payload/client'
import { DATABASE_RETRY_AFTER_SECONDS, isTransientDatabaseError } from '@/lib/database/errors'
import { AppError, errorResponse, fieldErrorsFrom, isAppError, type ErrorCode } from '@/lib/errors'
import { readText } from '@/lib/http/request-body'

const YOUTUBE_TO_APP: Record<YouTubeErrorKind, ErrorCode> = {
  timeout: 'gateway_timeout',
  unavailable: 'bad_gateway',
  bad_response: 'bad_gateway',
  not_found: 'not_found',
  quota: 'unavailable',
  not_configured: 'unprocessable',
}

/** Any error a tool can throw, as the one error type the API answers with. */
export function toAppError(error: unknown): AppError {
  if (isAppError(error)) return error
  if (isTransientDatabaseError(error))
    return new AppError('unavailable', 'We are very busy right now. Please try again in a few seconds.', {
      retryAfter: DATABASE_RETRY_AFTER_SECONDS,
      cause: error,
    })
  if (isYouTubeError(error)) return new AppError(YOUTUBE_TO_APP[error.kind], error.userMessage, { cause: error })
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
 * A thrown error as the API answers it. 5xx are logged (Payload's pino logger, structured, with the
 * request id); unexpected ones, bugs rather than a busy database or an unreachable YouTube, are also
 * reported to Sentry, since an error the route answers itself never reaches Next's `onRequestError`.
 */
export async function handledError(error: unknown, request: Request, requestId?: string): Promise<AppError> {
  const appError = toAppError(error)
  if (appError.status >= 500) {
    const payload = await payloadClient()
    payload.logger.error({
      msg: 'API request failed',
      requestId,
      method: request.method,
      path: new URL(request.url).pathname,
      status: appError.status,
      err: appError.cause ?? appError,
    })
  }
  if (appError.code === 'internal') await reportServerError(appError.cause ?? appError, requestId ? { request_id: requestId } : {})
  return appError
}

/**
 * Wraps a route handler: thrown errors become JSON answers with the right status (and Retry-After
 * for rate limits), as `handledError` says; unexpected ones are a plain 500. Every answer carries
 * X-Request-Id for support and log searches.
 */
export function apiRoute<C>(handler: (request: Request, context: C) => Promise<Response>) {
  return async (request: Request, context: C): Promise<Response> => {
    const requestId = requestIdFor(request.headers)
    try {
      return withRequestId(await handler(request, context), requestId)
    } catch (error) {
      return withRequestId(errorResponse(await handledError(error, request, requestId)), requestId)
    }
  }
}

/**
 * Below this many bytes a JSON answer is sent uncompressed: with the headers it still fits the first
 * round trip of a new connection (TCP's initial window, 10 segments, about 14 kB), so gzip would save
 * bytes but no time, and it cost a tool API call a sixth of its CPU (docs/benchmarks.md).
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

/** The JSON body of a request, or a 400 when it is not JSON, a 413 as soon as it passes `maxBytes`. */
export async function readJson(request: Request, maxBytes = 100_000): Promise<unknown> {
  const text = await readText(request, maxBytes)
  try {
    return JSON.parse(text)
  } catch {
    throw new AppError('bad_request', 'The request body must be JSON.')
  }
}
