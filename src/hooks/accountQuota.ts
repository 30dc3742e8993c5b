import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import {
  ACCOUNT_QUOTAS,
  adjustQuota,
  counterOf,
  quotaRequest,
  recordBytes,
  takeQuota,
  type AccountQuota,
  type QuotaScope,
} from '@/lib/accounts/quotas'
import { RATE_LIMITS, rateLimiter } from '@/lib/rate-limit/limiter'
import { isStaffUser } from '@/lib/accounts/roles'

/*
 * The per-account quotas of lib/accounts/quotas.ts on every collection of records customers own
 * (collections/owned.ts). A write is counted once it is stored, by one conditional statement; past the
 * quota it is undone and answered 413 (a history drops its oldest entry instead). Counting after the
 * write means a write that fails earlier (a validation error) never holds room it does not use.
 */

const quotaOf = (slug: string): AccountQuota | undefined => ACCOUNT_QUOTAS[slug as QuotaScope]
const idOf = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as { id: number | string }).id : (value as number | string)
const sizeLabel = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} kB`)
/** Set on the undoing write, which must not count again. */
const UNDOING = 'accountQuotaUndo'

/** Before a customer's write: at most a number of writes a minute, and records of a bounded size. */
export const limitAccountWrites: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  const quota = quotaOf(collection.slug)
  if (!quota || (operation !== 'create' && operation !== 'update') || !req.user || isStaffUser(req.user)) return args
  const rule = RATE_LIMITS.accountWrites
  const limited = await rateLimiter.check([{ rule, key: `user:${req.user.id}` }])
  if (!limited.allowed)
    throw new APIError(
      `You are saving more than ${rule.limit} times a minute. Try again in ${limited.retryAfterSeconds} seconds.`,
      429,
      { retryAfter: limited.retryAfterSeconds },
      true,
    )
  if (operation === 'update' && req.file)
    throw new APIError('Upload the new image as a new file instead of replacing one.', 400, null, true)
  const data = (args as { data?: Record<string, unknown> }).data
  const size = req.file?.size ?? (data ? recordBytes(data) : 0)
  if (size > quota.recordBytes)
    throw new APIError(
      `This is too large to keep: one of your ${quota.noun} can take at most ${sizeLabel(quota.recordBytes)}.`,
      413,
      null,
      true,
    )
  if (operation === 'create') await counterOf(req, req.user.id, collection.slug as QuotaScope)
  return args
}

async function dropOldest(req: PayloadRequest, scope: QuotaScope, owner: number | string, keep: number | string) {
  const { payload } = req
  const { docs } = await payload.find({
    req: quotaRequest(req),
    collection: scope,
    where: { and: [{ owner: { equals: owner } }, { id: { not_equals: keep } }] },
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (docs[0]) await payload.delete({ collection: scope, id: docs[0].id, overrideAccess: true, depth: 0, req: quotaRequest(req) })
}

const fullMessage = (quota: AccountQuota) =>
  `You can keep at most ${quota.records} ${quota.noun} and ${sizeLabel(quota.bytes)} of them. Delete some to save more.`

/** After a write is stored: counts it; past the quota (for a customer) undoes it and answers 413. */
export const countAccountQuota: CollectionAfterChangeHook = async ({ collection, context, doc, operation, previousDoc, req }) => {
  const quota = quotaOf(collection.slug)
  const owner = idOf(doc.owner)
  if (!quota || owner === undefined || owner === null || context[UNDOING]) return doc
  const scope = collection.slug as QuotaScope
  const records = operation === 'create' ? 1 : 0
  const bytes = recordBytes(doc) - (operation === 'create' ? 0 : recordBytes(previousDoc))
  const customer = req.user && !isStaffUser(req.user)
  // Staff and the server write for owners whatever their quota; a record made smaller gives room back.
  if (!customer || (records === 0 && bytes <= 0)) {
    if (records || bytes) await adjustQuota(req, owner, scope, records, bytes)
    return doc
  }
  const place = { owner, scope, counting: doc.id as number | string }
  if (await takeQuota(req, place, records, bytes)) return doc
  if (quota.whenFull === 'dropOldest' && operation === 'create') {
    await dropOldest(req, scope, owner, doc.id)
    if (await takeQuota(req, place, records, bytes)) return doc
  }
  if (operation === 'create') {
    await req.payload.delete({ collection: scope, id: doc.id, overrideAccess: true, depth: 0, req, context: { [UNDOING]: true } })
  } else {
    const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...previous } = previousDoc as Record<string, unknown>
    await req.payload.update({
      collection: scope,
      id: doc.id,
      data: previous,
      overrideAccess: true,
      depth: 0,
      req,
      context: { [UNDOING]: true },
    })
  }
  throw new APIError(fullMessage(quota), 413, null, true)
}

/** After a delete: the room is given back. */
export const returnAccountQuota: CollectionAfterDeleteHook = async ({ collection, context, doc, req }) => {
  const quota = quotaOf(collection.slug)
  const owner = idOf(doc.owner)
  if (!quota || owner === undefined || owner === null || context[UNDOING]) return
  await adjustQuota(req, owner, collection.slug as QuotaScope, -1, -recordBytes(doc))
}
