import { randomUUID } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { AppError } from '@/lib/errors'
import { inLockedTransaction } from '@/lib/database/postgres-locks'
import { connectedRedisClient } from '@/lib/redis'

/**
 * Serialises work on one order: in this process always, and across instances through the database
 * or Redis. On PostgreSQL the work runs in one transaction holding the order's advisory lock, so
 * instances wait for each other whether Redis is up or not (`withOrderTransaction`). MongoDB needs
 * only the in-process lock (its transactions make `changeOrder`'s conditional write atomic). SQLite
 * needs Redis as well once several processes share the file, because Payload's SQLite adapter runs
 * without transactions, so its update-by-where is a find then a write that two processes can both
 * pass (two `paid` writes, two receipts): `withOrderLock`. While Redis is unreachable that work runs
 * under the in-process lock alone, as on a single instance.
 */
const queues = new Map<string, Promise<unknown>>()

/** Long enough for a decision that calls a provider (a refund); a crashed holder frees the order after it. */
const LEASE_MS = 30_000
/** How long a caller waits for the order before answering 503 (Stripe and the success page retry). */
const WAIT_MS = 10_000
const KEY_PREFIX = 'tubelift:order-lock:'
// Deletes the lock only while it is still this holder's (the lease may have passed to another).
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end"

/** Runs `work` holding the order's lock in Redis; at once when Redis cannot be used right now. */
async function withSharedLock<T>(key: string, work: () => Promise<T>): Promise<T> {
  // Awaits the process's first connection attempt: a client still connecting is not ready yet, and
  // the first orders after a start would otherwise be locked in process only.
  const client = await connectedRedisClient()
  if (!client?.isReady) return work()
  const name = KEY_PREFIX + key
  const token = randomUUID()
  const deadline = Date.now() + WAIT_MS
  for (;;) {
    let acquired: boolean
    try {
      acquired = (await client.set(name, token, { condition: 'NX', expiration: { type: 'PX', value: LEASE_MS } })) === 'OK'
    } catch {
      return work()
    }
    if (acquired) break
    if (Date.now() > deadline)
      throw new AppError('unavailable', 'This order is being updated right now. Please try again in a moment.', { retryAfter: 5 })
    await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 30))
  }
  try {
    return await work()
  } finally {
    await client.eval(RELEASE, { keys: [name], arguments: [token] }).catch(() => undefined)
  }
}

/** Runs `work` after every earlier work on the same order in this process has settled. */
async function inProcessQueue<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve()
  const run = previous.catch(() => undefined).then(work)
  queues.set(key, run)
  try {
    return await run
  } finally {
    if (queues.get(key) === run) queues.delete(key)
  }
}

/** The order's lock in this process and, with `REDIS_URL`, in Redis (SQLite, MongoDB). */
export function withOrderLock<T>(key: string, work: () => Promise<T>): Promise<T> {
  return inProcessQueue(key, () => withSharedLock(key, work))
}

/** The order's lock in this process and in PostgreSQL, for the length of one transaction that `work` runs in through `req`. */
export function withOrderTransaction<T>(payload: Payload, key: string, work: (req: Partial<PayloadRequest>) => Promise<T>): Promise<T> {
  return inProcessQueue(key, () => inLockedTransaction(payload, 'order', key, work))
}
