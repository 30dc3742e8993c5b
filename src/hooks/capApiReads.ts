import { APIError, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'

import { GRAPHQL_LIMITS, pageSize } from '@/lib/payload-api/graphql-cost'
import { RATE_LIMITS, rateLimiter } from '@/lib/rate-limit/limiter'
import { clientIp } from '@/lib/http/request-ip'
import { isStaffUser } from '@/lib/accounts/roles'

/**
 * Every read over Payload's REST and GraphQL APIs is bounded (docs/security.md, round 2 items 1 and 2;
 * decision 010): one request for every document with everything populated (`limit=0&depth=10`)
 * answered 1 MB on the demo data and about 250 MB on 10,000 posts, and one staff read of every post
 * held 430–490 MB of live heap, so that no old-generation cap was safe.
 * - `limit` 0 ("all") or past the reader's page answers a page (the answer's `limit` and `hasNextPage`
 *   say so): 100 for visitors, customers and GraphQL, 250 for staff over REST, the most the admin asks
 *   for at once (its list's relationship labels; the rest of its REST reads are by id or 10 at a time);
 * - `pagination=false` is refused, and so is a REST `depth` past 2 (Payload's default; the admin reads
 *   at 0): a document's relations are read by their ids;
 * - join fields' pages are capped the same way;
 * - REST reads by visitors who are not signed in are rate-limited per client.
 * The admin's own pages and bulk writes run through the Local API or write operations: not concerned.
 */
export const MAX_DEPTH = 2
export const STAFF_PAGE_SIZE = 250

const READ_OPERATIONS = new Set(['read', 'count', 'readDistinct', 'findVersions', 'findVersionByID', 'countVersions'])

type ReadArgs = {
  limit?: number
  pagination?: boolean
  depth?: number
  disableErrors?: boolean
  joins?: false | Record<string, false | { limit?: number }>
}

const capLimit = (limit: number | undefined, largest: number) => (limit === undefined ? undefined : pageSize(limit, largest))

function capJoins(joins: ReadArgs['joins'], largest: number): ReadArgs['joins'] {
  if (!joins) return joins
  return Object.fromEntries(Object.entries(joins).map(([name, join]) => [name, join && { ...join, limit: capLimit(join.limit, largest) }]))
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

export const capApiReads: CollectionBeforeOperationHook = async ({ args, operation, overrideAccess, req }) => {
  if (!READ_OPERATIONS.has(operation) || req.payloadAPI === 'local') return args
  const read = args as ReadArgs
  // Only what the client asked for: Payload's own reads within a request run with access control off
  // (a sign-up's check for a taken email), or load related documents by id while it populates.
  if (overrideAccess === true || read.disableErrors) return args
  const graphql = req.payloadAPI === 'GraphQL'
  const largest = !graphql && isStaffUser(req.user) ? STAFF_PAGE_SIZE : GRAPHQL_LIMITS.maxPageSize
  if (!req.user && !graphql) await limitAnonymousRead(req)
  if (read.pagination === false)
    throw new APIError(`Lists come in pages of at most ${largest}: ask for them with limit and page.`, 400, null, true)
  if (!graphql && (read.depth ?? 0) > MAX_DEPTH)
    throw new APIError(`depth can be at most ${MAX_DEPTH}: read related documents by their ids.`, 400, null, true)
  return { ...args, limit: capLimit(read.limit, largest), joins: capJoins(read.joins, largest) } as typeof args
}
