import type { Payload, PayloadRequest } from 'payload'

import { inLockedTransaction } from '@/lib/database/postgres-locks'
import { inProcessQueue, withKeyedLock } from '@/lib/locks/keyed-lock'

/*
 * Serialises work on one order: in this process always, and across instances through the database
 * or Redis. On PostgreSQL the work runs in one transaction holding the order's advisory lock, so
 * instances wait for each other whether Redis is up or not (`withOrderTransaction`). MongoDB needs
 * only the in-process lock (its transactions make `changeOrder`'s conditional write atomic). SQLite
 * needs Redis as well once several processes share the file, because Payload's SQLite adapter runs
 * without transactions, so its update-by-where is a find then a write that two processes can both
 * pass (two `paid` writes, two receipts): `withOrderLock`.
 */

const BUSY = 'This order is being updated right now. Please try again in a moment.'

/** The order's lock in this process and, with `REDIS_URL`, in Redis (SQLite, MongoDB). */
export function withOrderLock<T>(key: string, work: () => Promise<T>): Promise<T> {
  return withKeyedLock(`order-lock:${key}`, BUSY, work)
}

/** The order's lock in this process and in PostgreSQL, for the length of one transaction that `work` runs in through `req`. */
export function withOrderTransaction<T>(payload: Payload, key: string, work: (req: Partial<PayloadRequest>) => Promise<T>): Promise<T> {
  return inProcessQueue(`order-lock:${key}`, () => inLockedTransaction(payload, 'order', key, work))
}
