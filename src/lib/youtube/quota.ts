import 'server-only'

import type { MongooseAdapter } from '@payloadcms/db-mongodb'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql, type SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { YouTubeError } from '@/tools/youtube/errors'
import { quotaDay, shiftDay } from '@/tools/youtube/quota-day'
import {
  chargesFor,
  isDataApiMethod,
  quotaTable,
  type DataApiMethod,
  type QuotaBucket,
  type QuotaFeature,
  type QuotaTable,
} from '@/tools/youtube/quota-cost'

/*
 * The daily YouTube Data API quota, counted in the database. Every function takes the Payload instance
 * from its caller: the tools' services pass the process's client, the view-tracking job the instance
 * it runs in (the config loads the job, so this module never imports the config).
 */

// YouTube resets quotas at midnight Pacific time.
export { quotaDay }

/*
 * The counter is changed by one atomic statement in the database, never read-then-write, so two
 * processes (several app instances, the job runner) cannot both spend the last units. Payload's
 * adapter API has no increment, so this goes one level down, behind these three functions:
 * - SQLite and PostgreSQL: an `INSERT … ON CONFLICT(day, bucket) DO UPDATE SET used = used + n WHERE
 *   used + n <= budget RETURNING used` through the adapter's Drizzle instance (the unique `day_bucket_idx`
 *   is the target; PostgreSQL makes two first spends of a day one insert and one update, never an error);
 * - MongoDB: `findOneAndUpdate({ day, bucket, used: { $lte: budget - n } }, { $inc: { used: n } }, { upsert })`
 *   on the adapter's mongoose model; when the day's document exists but is over budget, the upsert hits the
 *   unique (day, bucket) index and fails with a duplicate key error, and the same update without the upsert
 *   decides (a concurrent first spend of the day meets that error too, so it cannot mean "refused" alone).
 */

const now8601 = () => new Date().toISOString()

function configuredTable(): QuotaTable {
  const costs = env.YOUTUBE_QUOTA_COSTS ?? {}
  const unknown = Object.keys(costs).filter((name) => !isDataApiMethod(name))
  if (unknown.length) throw new Error(`YOUTUBE_QUOTA_COSTS names calls the cost table does not know: ${unknown.join(', ')}`)
  return quotaTable({ costs, budget: { units: env.YOUTUBE_QUOTA_DAILY_UNITS, search: env.YOUTUBE_QUOTA_DAILY_SEARCHES } })
}

/** The quota table in force (costs and daily budgets), read by every caller of the Data API. */
export const QUOTA = configuredTable()

function isMongo(payload: Payload): boolean {
  return payload.db.name === 'mongoose'
}

function mongoModel(payload: Payload) {
  return (payload.db as unknown as MongooseAdapter).collections['youtube-quota']!
}

/** Runs one statement through the SQL adapter's Drizzle instance; the rows it returns. */
async function execute(payload: Payload, statement: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  if (payload.db.name === 'postgres') return (await (payload.db as unknown as PostgresAdapter).drizzle.execute(statement)).rows
  return (payload.db as unknown as SQLiteAdapter).drizzle.all(statement)
}

/** The larger of two values: `max()` in SQLite, `GREATEST()` in PostgreSQL. */
const greatest = (payload: Payload) => sql.raw(payload.db.name === 'postgres' ? 'GREATEST' : 'max')

/** Adds `cost` if the total stays within `limit`; false (nothing written) when it would not. */
async function incrementWithin(payload: Payload, day: string, bucket: QuotaBucket, cost: number, limit: number): Promise<boolean> {
  if (cost > limit) return false
  if (isMongo(payload)) {
    const model = mongoModel(payload)
    const withinLimit = { day, bucket, used: { $lte: limit - cost } }
    const increment = { $inc: { used: cost }, $set: { updatedAt: new Date() } }
    try {
      return (
        (await model.findOneAndUpdate(
          withinLimit,
          { ...increment, $setOnInsert: { createdAt: new Date() } },
          { upsert: true, new: true },
        )) !== null
      )
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error
      // The day's document exists: it was over the limit, or a concurrent first spend of the day
      // inserted it first (MongoDB does not retry an upsert whose filter has a range). Without the
      // upsert the answer is final: null means over the limit.
      return (await model.findOneAndUpdate(withinLimit, increment, { new: true })) !== null
    }
  }
  const stamp = now8601()
  const rows = await execute(
    payload,
    sql`
    INSERT INTO youtube_quota (day, bucket, used, updated_at, created_at) VALUES (${day}, ${bucket}, ${cost}, ${stamp}, ${stamp})
    ON CONFLICT (day, bucket) DO UPDATE SET used = youtube_quota.used + excluded.used, updated_at = excluded.updated_at
    WHERE youtube_quota.used + excluded.used <= ${limit}
    RETURNING used`,
  )
  return rows.length > 0
}

/** Sets the day's counter to at least `value` (never lowers it). */
async function raiseTo(payload: Payload, day: string, bucket: QuotaBucket, value: number): Promise<void> {
  if (isMongo(payload)) {
    await mongoModel(payload).updateOne(
      { day, bucket },
      { $max: { used: value }, $set: { updatedAt: new Date() }, $setOnInsert: { createdAt: new Date() } },
      { upsert: true },
    )
    return
  }
  const stamp = now8601()
  await execute(
    payload,
    sql`
    INSERT INTO youtube_quota (day, bucket, used, updated_at, created_at) VALUES (${day}, ${bucket}, ${value}, ${stamp}, ${stamp})
    ON CONFLICT (day, bucket) DO UPDATE SET used = ${greatest(payload)}(youtube_quota.used, excluded.used), updated_at = excluded.updated_at`,
  )
}

/** Gives back units charged for a call that was then refused by another bucket. */
async function refund(payload: Payload, day: string, bucket: QuotaBucket, cost: number): Promise<void> {
  if (isMongo(payload)) {
    await mongoModel(payload).updateOne({ day, bucket, used: { $gte: cost } }, { $inc: { used: -cost } })
    return
  }
  await execute(
    payload,
    sql`UPDATE youtube_quota SET used = ${greatest(payload)}(used - ${cost}, 0) WHERE day = ${day} AND bucket = ${bucket}`,
  )
}

type UseKey = { day: string; feature: QuotaFeature; method: DataApiMethod }
type UseCounts = { calls: number; units: number; refused: number }

function mongoUseModel(payload: Payload) {
  return (payload.db as unknown as MongooseAdapter).collections['youtube-quota-use']!
}

/**
 * Adds a charge to the day's use per feature and method (decision 025), with the same one atomic
 * statement as the counters: an `INSERT … ON CONFLICT (day, feature, method) DO UPDATE SET calls =
 * calls + n, …` on SQLite and PostgreSQL, an `$inc` upsert on MongoDB. Only the counters decide
 * whether a call may be made; this records what they decided.
 */
async function recordQuotaUse(payload: Payload, key: UseKey, counts: UseCounts): Promise<void> {
  if (isMongo(payload)) {
    const model = mongoUseModel(payload)
    const increment = { $inc: counts, $set: { updatedAt: new Date() } }
    try {
      await model.updateOne(key, { ...increment, $setOnInsert: { createdAt: new Date() } }, { upsert: true })
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error
      // A concurrent first charge of the key inserted its document first: add to it.
      await model.updateOne(key, increment)
    }
    return
  }
  const stamp = now8601()
  await execute(
    payload,
    sql`
    INSERT INTO youtube_quota_use (day, feature, method, calls, units, refused, updated_at, created_at)
    VALUES (${key.day}, ${key.feature}, ${key.method}, ${counts.calls}, ${counts.units}, ${counts.refused}, ${stamp}, ${stamp})
    ON CONFLICT (day, feature, method) DO UPDATE SET calls = youtube_quota_use.calls + excluded.calls,
      units = youtube_quota_use.units + excluded.units, refused = youtube_quota_use.refused + excluded.refused,
      updated_at = excluded.updated_at`,
  )
}

/**
 * Records `cost` against today's budget before a call is made; refuses (quota error) when it would
 * go over, so the tools degrade to cached or suggest-only data instead of failing at YouTube.
 */
export async function spendQuota(
  payload: Payload,
  bucket: QuotaBucket,
  cost: number,
  now = new Date(),
  feature?: QuotaFeature,
): Promise<void> {
  const day = quotaDay(now)
  if (!(await incrementWithin(payload, day, bucket, cost, QUOTA.budget[bucket]))) {
    throw new YouTubeError(
      'quota',
      `${bucket} budget of ${QUOTA.budget[bucket]} spent for ${day}${feature ? ` (asked by ${feature})` : ''}`,
    )
  }
}

/** YouTube said the quota is gone (another client used it): stop asking until tomorrow. */
export async function markQuotaSpent(payload: Payload, bucket: QuotaBucket, now = new Date()): Promise<void> {
  await raiseTo(payload, quotaDay(now), bucket, QUOTA.budget[bucket])
}

export async function quotaUsed(payload: Payload, bucket: QuotaBucket, now = new Date()): Promise<number> {
  const { docs } = await payload.find({
    collection: 'youtube-quota',
    where: { and: [{ day: { equals: quotaDay(now) } }, { bucket: { equals: bucket } }] },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  return Number(docs[0]?.used ?? 0)
}

/**
 * Charges one Data API call where YouTube's cost table says (`search.list` is 100 units, the other
 * list calls 1), plus the search guard for searches; all or nothing. `feature` says what the call
 * was for.
 */
export async function spendCallQuota(payload: Payload, method: DataApiMethod, feature: QuotaFeature, now = new Date()): Promise<void> {
  const day = quotaDay(now)
  const spent: Array<{ bucket: QuotaBucket; cost: number }> = []
  try {
    for (const charge of chargesFor(method, QUOTA)) {
      await spendQuota(payload, charge.bucket, charge.cost, now, feature)
      spent.push(charge)
    }
  } catch (error) {
    for (const charge of spent) await refund(payload, day, charge.bucket, charge.cost)
    // A call turned away is recorded as refused; what was given back is not counted as used.
    if (error instanceof YouTubeError && error.kind === 'quota')
      await recordQuotaUse(payload, { day, feature, method }, { calls: 0, units: 0, refused: 1 })
    throw error
  }
  await recordQuotaUse(payload, { day, feature, method }, { calls: 1, units: QUOTA.costs[method], refused: 0 })
}

/** How many keyword competition measurements (one search.list, videos.list and channels.list each) today's budgets still allow. */
export async function competitionMeasurementsLeft(payload: Payload, now = new Date()): Promise<number> {
  const [units, searches] = await Promise.all([quotaUsed(payload, 'units', now), quotaUsed(payload, 'search', now)])
  const perMeasurement = QUOTA.costs['search.list'] + QUOTA.costs['videos.list'] + QUOTA.costs['channels.list']
  return Math.max(0, Math.min(QUOTA.budget.search - searches, Math.floor((QUOTA.budget.units - units) / perMeasurement)))
}

/**
 * Every Data API call goes through here: spends the call's quota from the table, makes the call, and
 * records YouTube's own "quota exceeded" answers so nobody asks again today.
 */
export async function chargedCall<T>(payload: Payload, method: DataApiMethod, call: () => Promise<T>, feature: QuotaFeature): Promise<T> {
  await spendCallQuota(payload, method, feature)
  try {
    return await call()
  } catch (error) {
    if (error instanceof YouTubeError && error.kind === 'quota') await markQuotaSpent(payload, 'units')
    throw error
  }
}

/** How long the quota counters and the use per feature are kept (decision 025). */
export const QUOTA_RETENTION_DAYS = 90

/** Deletes the quota days older than the retention period (nightly, lib/channel/daily.ts); how many records went. */
export async function purgeOldQuotaDays(payload: Payload, now = new Date()): Promise<number> {
  const before = { day: { less_than: shiftDay(quotaDay(now), -QUOTA_RETENTION_DAYS) } }
  const [uses, counters] = await Promise.all([
    payload.delete({ collection: 'youtube-quota-use', where: before, depth: 0, select: {}, overrideAccess: true }),
    payload.delete({ collection: 'youtube-quota', where: before, depth: 0, select: {}, overrideAccess: true }),
  ])
  return uses.docs.length + counters.docs.length
}
