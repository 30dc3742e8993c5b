import 'server-only'

import { unstable_rethrow } from 'next/navigation'
import type { z } from 'zod'

import { isStaffUser } from '@/lib/accounts/roles'
import { isValidRevalidationToken } from '@/lib/cache/revalidation-token'
import { getApiUser } from '@/lib/data/session'
import { env } from '@/lib/env'
import { AppError, errorResponse } from '@/lib/errors'
import { parseFormData, parseInput, parseJson, queryObject, requestIdFor, toAppError, withRequestId } from '@/lib/http/api'
import { readBody } from '@/lib/http/request-body'
import { reportServerError } from '@/lib/monitoring/report-server-error'
import { payloadClient } from '@/lib/payload/client'
import { enforceApiLimit, type ApiLimitName } from '@/lib/rate-limit/api-limits'
import type { User } from '@/payload-types'

/**
 * Who may call a route (decision 002):
 * - `none`: anyone, and no session is read (webhooks and tunnels that prove themselves otherwise);
 * - `optional`: anyone, with the signed-in user when the request comes from this site;
 * - `user`: signed-in users (401 otherwise); `staff`: signed-in staff (403 otherwise);
 * - `server`: this server's own hooks, with the revalidation token (401 otherwise).
 */
export type RouteAuth = 'none' | 'optional' | 'user' | 'staff' | 'server'

/** How a declared body reaches the handler: a zod schema (JSON, checked), JSON, text, bytes or form fields. */
export type BodyKind = z.ZodType | 'json' | 'text' | 'bytes' | 'form-data'

export type RouteOptions<A extends RouteAuth, Q extends z.ZodType | undefined, B extends BodyKind | undefined> = {
  auth: A
  /** A named limit (lib/rate-limit/api-limits.ts), counted after the input is checked, or 'none'. */
  limit: ApiLimitName | 'none'
  /** The largest body read, counted as it streams in (a 413 past it); 0 when the route reads none. */
  maxBodyBytes: number
  /** The query string's schema: its output is `query`, a 400 with each field's message otherwise. */
  query?: Q
  body?: B
}

type UserFor<A extends RouteAuth> = A extends 'user' | 'staff' ? User : A extends 'optional' ? User | null : null
type QueryOf<Q> = Q extends z.ZodType ? z.output<Q> : undefined
type BodyOf<B> = B extends z.ZodType
  ? z.output<B>
  : B extends 'json'
    ? unknown
    : B extends 'text'
      ? string
      : B extends 'bytes'
        ? Uint8Array
        : B extends 'form-data'
          ? FormData
          : undefined

/** What a handler is given: the request, its route segments, and whatever the declaration asked for. */
export type RouteContext<P, A extends RouteAuth, Q, B> = {
  request: Request
  params: P
  user: UserFor<A>
  query: QueryOf<Q>
  body: BodyOf<B>
  requestId: string
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

async function authenticate(auth: RouteAuth, request: Request): Promise<User | null> {
  if (auth === 'none') return null
  if (auth === 'server') {
    const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? null
    if (!isValidRevalidationToken(token, env.PAYLOAD_SECRET)) throw new AppError('unauthorized', 'Only this server may call this.')
    return null
  }
  const user = await getApiUser(request)
  if (auth === 'user' && !user) throw new AppError('unauthorized')
  if (auth === 'staff' && !(user && isStaffUser(user))) throw new AppError('forbidden', 'This is for signed-in staff.')
  return user
}

async function readDeclaredBody(request: Request, kind: BodyKind | undefined, maxBytes: number): Promise<unknown> {
  if (!kind) return undefined
  const bytes = await readBody(request, maxBytes)
  if (kind === 'bytes') return bytes
  if (kind === 'form-data') return parseFormData(bytes, request.headers.get('content-type'))
  const text = new TextDecoder().decode(bytes)
  if (kind === 'text') return text
  const json = parseJson(text)
  return kind === 'json' ? json : parseInput(kind, json)
}

/**
 * Every route handler in src/app goes through this, declaring who may call it, the rate limit it
 * counts against and the largest body it reads (decision 002). In order: the caller is checked
 * (401/403), the query and the body are read and checked (400/413), the limit is counted (429), and
 * the handler runs with all of it. Thrown errors become the JSON error answer with its status
 * (`handledError`); Next's own redirects and not-found pass through. Every answer carries X-Request-Id.
 */
export function apiRoute<
  P extends Record<string, string> = Record<string, never>,
  A extends RouteAuth = RouteAuth,
  Q extends z.ZodType | undefined = undefined,
  B extends BodyKind | undefined = undefined,
>(handler: (context: RouteContext<P, A, Q, B>) => Promise<Response>, options: RouteOptions<A, Q, B>) {
  if (options.body && options.maxBodyBytes <= 0) throw new Error('A route that reads a body declares its maxBodyBytes.')
  return async (request: Request, context?: { params: Promise<P> }): Promise<Response> => {
    const requestId = requestIdFor(request.headers)
    try {
      const user = await authenticate(options.auth, request)
      const query = options.query ? parseInput(options.query, queryObject(request.url)) : undefined
      const body = await readDeclaredBody(request, options.body, options.maxBodyBytes)
      if (options.limit !== 'none') await enforceApiLimit(options.limit, request, user)
      const params = ((await context?.params) ?? {}) as P
      const response = await handler({ request, params, user, query, body, requestId } as RouteContext<P, A, Q, B>)
      return withRequestId(response, requestId)
    } catch (error) {
      unstable_rethrow(error)
      return withRequestId(errorResponse(await handledError(error, request, requestId)), requestId)
    }
  }
}
