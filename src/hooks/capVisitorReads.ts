import { APIError, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'

import { GRAPHQL_LIMITS, pageSize } from '@/lib/payload-api/graphql-cost'
import { RATE_LIMITS, rateLimiter } from '@/lib/rate-limit/limiter'
import { clientIp } from '@/lib/http/request-ip'
import { isStaffUser } from '@/lib/accounts/roles'

/**
 * Lists read over Payload's APIs come in pages (docs/security.md, round 2 items 1 and 2): one request
 * for every document with everything populated (`limit=0&depth=10`) answered 1 MB on the demo data and
 * about 250 MB on 10,000 posts. For visitors and customers over REST, and for everyone over GraphQL
 * (nobody's own client uses it: the admin reads REST, the site the Local API):
 * - `limit` 0 ("all") or past 100 answers a page of 100 (the answer's `limit` and `hasNextPage` say so);
 * - `pagination=false` is refused, and so is a REST `depth` past 2 (Payload's default);
 * - join fields' pages are capped the same way;
 * - REST reads by visitors who are not signed in are rate-limited per client.
 * Staff over REST are left alone: the admin asks for what it needs (all ids for a bulk delete, say).
 */
export const MAX_VISITOR_DEPTH = 2

const READ_OPERATIONS = new Set(['read', 'count', 'readDistinct', 'findVersions', 'findVersionByID', 'countVersions'])

type ReadArgs = {
  limit?: number
  pagination?: boolean
  depth?: number
  disableErrors?: boolean
  joins?: false | Record<string, false | { limit?: number }>
}

const capLimit = (limit: number | undefined) => (limit === undefined ? undefined : pageSize(limit))

function capJoins(joins: ReadArgs['joins']): ReadArgs['joins'] {
  if (!joins) return joins
  return Object.fromEntries(Object.entries(joins).map(([name, join]) => [name, join && { ...join, limit: capLimit(join.limit) }]))
}

async function limitAnonymousRead(req: PayloadRequest) {
  const result = await rateLimiter.check([{ rule: RATE_LIMITS.restReadsAnonymous, key: clientIp(req.headers) }])
  if (!result.allowed)
    throw new APIError(
      `Too many API reads: at most ${RATE_LIMITS.restReadsAnonymous.limit} a minute without signing in. Try again in ${result.retryAfterSeconds} seconds.`,
      429,
      { retryAfter: result.retryAfterSeconds },
      true,
    )
}

export const capVisitorReads: CollectionBeforeOperationHook = async ({ args, operation, overrideAccess, req }) => {
  if (!READ_OPERATIONS.has(operation) || req.payloadAPI === 'local') return args
  const read = args as ReadArgs
  // Only what the client asked for: Payload's own reads within a request run with access control off
  // (a sign-up's check for a taken email), or load related documents by id while it populates.
  if (overrideAccess === true || read.disableErrors) return args
  const graphql = req.payloadAPI === 'GraphQL'
  if (!graphql && isStaffUser(req.user)) return args
  if (!req.user && !graphql) await limitAnonymousRead(req)
  if (read.pagination === false)
    throw new APIError(`Lists come in pages of at most ${GRAPHQL_LIMITS.maxPageSize}: ask for them with limit and page.`, 400, null, true)
  if (!graphql && (read.depth ?? 0) > MAX_VISITOR_DEPTH)
    throw new APIError(`depth can be at most ${MAX_VISITOR_DEPTH} without a staff account.`, 400, null, true)
  return { ...args, limit: capLimit(read.limit), joins: capJoins(read.joins) } as typeof args
}
