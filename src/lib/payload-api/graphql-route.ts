import { readWithin } from '@/tools/bounded-read'

import { AppError, errorResponse } from '@/lib/errors'
import { RATE_LIMITS, rateLimiter } from '@/lib/rate-limit/limiter'
import { clientIp } from '@/lib/http/request-ip'

type Handler<C> = (request: Request, context: C) => Promise<Response>

/** The largest GraphQL answer sent: past it the client is told to ask for less (lib/payload-api/graphql-cost.ts bounds the work first). */
export const MAX_GRAPHQL_ANSWER_BYTES = 8 * 1024 * 1024

/**
 * Payload's GraphQL endpoint with the limits of the app's other APIs (docs/security.md, round 2 item
 * 1): requests per client (429 with Retry-After), and an answer of at most MAX_GRAPHQL_ANSWER_BYTES.
 */
export function withGraphQLLimits<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const rule = RATE_LIMITS.graphqlPerClient
    const limited = await rateLimiter.check([{ rule, key: clientIp(request.headers) }])
    if (!limited.allowed) {
      const message = `Too many GraphQL requests: at most ${rule.limit} a minute. Try again in ${limited.retryAfterSeconds} seconds.`
      return errorResponse(new AppError('rate_limited', message, { retryAfter: limited.retryAfterSeconds }))
    }
    const response = await handler(request, context)
    const body = await readWithin(response.body, response.headers, MAX_GRAPHQL_ANSWER_BYTES)
    if (!body)
      return errorResponse(
        new AppError('payload_too_large', 'The answer would be larger than 8 MB: ask for fewer documents (limit) or fewer fields.'),
      )
    return new Response(body as BodyInit, { status: response.status, statusText: response.statusText, headers: response.headers })
  }
}
