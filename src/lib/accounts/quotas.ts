import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest, Where } from 'payload'

/**
 * What one customer may keep of each kind of record they create (docs/security.md, round 2 items 3
 * and 5): a number of records and of bytes, and a largest record. Saved things (images, designs,
 * keyword lists) refuse a new one when full; histories the tools write on their own (searches,
 * analyses, thumbnail lookups) drop their oldest entry instead, so a tool never stops working.
 */
export type AccountQuota = { records: number; bytes: number; recordBytes: number; whenFull: 'refuse' | 'dropOldest'; noun: string }

const MB = 1024 * 1024

export const ACCOUNT_QUOTAS = {
  uploads: { records: 200, bytes: 200 * MB, recordBytes: 10 * MB, whenFull: 'refuse', noun: 'images' },
  'thumbnail-designs': { records: 200, bytes: 100 * MB, recordBytes: 2 * MB, whenFull: 'refuse', noun: 'designs' },
  'keyword-lists': { records: 200, bytes: 20 * MB, recordBytes: 256 * 1024, whenFull: 'refuse', noun: 'keyword lists' },
  'seo-reports': { records: 1000, bytes: 50 * MB, recordBytes: 128 * 1024, whenFull: 'dropOldest', noun: 'SEO reports' },
  'keyword-searches': { records: 1000, bytes: 20 * MB, recordBytes: 64 * 1024, whenFull: 'dropOldest', noun: 'keyword searches' },
  'thumbnail-downloads': { records: 1000, bytes: 2 * MB, recordBytes: 4 * 1024, whenFull: 'dropOldest', noun: 'thumbnail lookups' },
} satisfies Record<string, AccountQuota>

export type QuotaScope = keyof typeof ACCOUNT_QUOTAS

export const QUOTA_COLLECTION = 'account-quotas' as const

/** Fields a record's size does not count: the server sets them. */
const BOOKKEEPING = new Set(['id', 'owner', 'createdAt', 'updatedAt', 'sizes', 'url', 'thumbnailURL'])

/** The bytes a record takes: an upload's file, anything else its fields as JSON. */
export function recordBytes(record: Record<string, unknown>): number {
  if (typeof record.filesize === 'number') return record.filesize
  const fields = Object.fromEntries(Object.entries(record).filter(([key]) => !BOOKKEEPING.has(key)))
  return Buffer.byteLength(JSON.stringify(fields))
}

type Counter = { id: number | string; records: number; bytes: number; updatedAt: string }
type Usage = { records: number; bytes: number }
type Owner = number | string

const counterWhere = (owner: Owner, scope: QuotaScope): Where => ({ and: [{ owner: { equals: owner } }, { scope: { equals: scope } }] })

/**
 * The request whose transaction the counting joins. On PostgreSQL it must be the write's own: a
 * query on another connection while the write holds one can wait for ever once every pooled
 * connection is held by a write doing the same (30 uploads at once, a pool of 10), and counting in
 * the write's transaction means a rolled-back write was never counted; the counter's row lock makes
 * one owner's writes count one after the other. SQLite's adapter here has no transactions. MongoDB
 * counts outside them (docs/security.md: a shared counter would abort parallel transactions).
 */
export const quotaRequest = (req: PayloadRequest): PayloadRequest | undefined => (req.payload.db.name === 'mongoose' ? undefined : req)

/**
 * What the owner really keeps, counted when the counter is first made or corrected; `counting` is the
 * record being written right now, which its own write adds.
 */
async function actualUsage(payload: Payload, owner: Owner, scope: QuotaScope, counting?: Owner, req?: PayloadRequest) {
  const { docs } = await payload.find({
    req,
    collection: scope,
    where: { and: [{ owner: { equals: owner } }, ...(counting === undefined ? [] : [{ id: { not_equals: counting } }])] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return { records: docs.length, bytes: docs.reduce((total, doc) => total + recordBytes(doc as unknown as Record<string, unknown>), 0) }
}

/**
 * Creates the counter unless it exists. Two first writes at once: the unique (owner, scope) index lets
 * one create it; the other reads it. On PostgreSQL a failed insert would abort the write's
 * transaction, so there the insert gives way itself (`ON CONFLICT DO NOTHING`, waiting for the other).
 */
async function createCounter(payload: Payload, owner: Owner, scope: QuotaScope, usage: Usage, req?: PayloadRequest) {
  const now = new Date().toISOString()
  if (payload.db.name !== 'postgres') {
    await payload.db
      .create({ collection: QUOTA_COLLECTION, data: { owner, scope, ...usage, createdAt: now, updatedAt: now } })
      .catch(() => undefined)
    return
  }
  const adapter = payload.db as unknown as PostgresAdapter
  const transactionID = req?.transactionID ? await req.transactionID : undefined
  const db = (transactionID !== undefined && adapter.sessions[transactionID]?.db) || adapter.drizzle
  await db.execute(sql`
    INSERT INTO account_quotas (owner_id, scope, records, bytes, created_at, updated_at)
    VALUES (${owner}, ${scope}, ${usage.records}, ${usage.bytes}, ${now}, ${now})
    ON CONFLICT (owner_id, scope) DO NOTHING`)
}

/**
 * The owner's counter, made from what they keep when missing. Made before a customer's write
 * (hooks/accountQuota.ts), so parallel first writes do not each count the others' new records.
 */
export async function counterOf(req: PayloadRequest, owner: Owner, scope: QuotaScope, counting?: Owner): Promise<Counter> {
  const { payload } = req
  const within = quotaRequest(req)
  const found = await payload.db.findOne<Counter>({ collection: QUOTA_COLLECTION, where: counterWhere(owner, scope), req: within })
  if (found) return found
  await createCounter(payload, owner, scope, await actualUsage(payload, owner, scope, counting, within), within)
  const counter = await payload.db.findOne<Counter>({ collection: QUOTA_COLLECTION, where: counterWhere(owner, scope), req: within })
  if (!counter) throw new Error(`No quota counter for ${scope} of ${owner}`)
  return counter
}

/**
 * One statement in the database: adds `records` and `bytes` only if the totals stay within the quota
 * (SQLite and PostgreSQL: `UPDATE … SET records = records + ? … WHERE records <= ? AND bytes <= ?`;
 * MongoDB: `findOneAndUpdate` with the same filter and `$inc`). Two instances cannot both take the last place.
 */
async function addWithin(req: PayloadRequest, owner: Owner, scope: QuotaScope, records: number, bytes: number): Promise<boolean> {
  const { payload } = req
  const quota: AccountQuota = ACCOUNT_QUOTAS[scope]
  const within: Where[] = [
    ...(records > 0 ? [{ records: { less_than_equal: quota.records - records } }] : []),
    ...(bytes > 0 ? [{ bytes: { less_than_equal: quota.bytes - bytes } }] : []),
  ]
  const updated = await payload.db.updateOne({
    collection: QUOTA_COLLECTION,
    req: quotaRequest(req),
    where: { and: [counterWhere(owner, scope), ...within] },
    data: { records: { $inc: records }, bytes: { $inc: bytes }, updatedAt: new Date().toISOString() },
    // Drizzle's (SQLite, PostgreSQL) single conditional UPDATE; MongoDB's findOneAndUpdate is one already.
    options: payload.db.name === 'mongoose' ? undefined : { atomic: true },
  })
  return updated !== null
}

/** A counter untouched this long has no write in flight: it may be set to what the owner really keeps. */
const QUIET_MS = 60_000

/**
 * Takes room for `counting`, a record just written (or made larger): true when it fits. Over the
 * quota, a counter left too high (a delete that never reported back) is corrected first, when nothing
 * else is being written.
 */
export async function takeQuota(
  req: PayloadRequest,
  { owner, scope, counting }: { owner: Owner; scope: QuotaScope; counting: Owner },
  records: number,
  bytes: number,
): Promise<boolean> {
  const { payload } = req
  const counter = await counterOf(req, owner, scope, counting)
  if (await addWithin(req, owner, scope, records, bytes)) return true
  if (Date.now() - Date.parse(counter.updatedAt) < QUIET_MS) return false
  const usage = await actualUsage(payload, owner, scope, counting, quotaRequest(req))
  if (usage.records >= counter.records && usage.bytes >= counter.bytes) return false
  await payload.db.updateOne({
    collection: QUOTA_COLLECTION,
    req: quotaRequest(req),
    where: { and: [{ id: { equals: counter.id } }, { updatedAt: { equals: counter.updatedAt } }] },
    data: { ...usage, updatedAt: new Date().toISOString() },
  })
  return addWithin(req, owner, scope, records, bytes)
}

/**
 * Changes the counter whatever the quota: room given back (a record deleted or made smaller), or a
 * record staff or the server wrote for the owner. No counter yet: nothing to change, it will be counted.
 */
export async function adjustQuota(req: PayloadRequest, owner: Owner, scope: QuotaScope, records: number, bytes: number) {
  const { payload } = req
  await payload.db.updateOne({
    collection: QUOTA_COLLECTION,
    req: quotaRequest(req),
    where: counterWhere(owner, scope),
    data: { records: { $inc: records }, bytes: { $inc: bytes }, updatedAt: new Date().toISOString() },
    options: payload.db.name === 'mongoose' ? undefined : { atomic: true },
  })
}
