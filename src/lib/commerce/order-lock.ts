import type { Payload, PayloadRequest } from 'payload'

import { engineLockName, withEngineLock } from '@/lib/locks/engine-lock'
import { withKeyedLock } from '@/lib/locks/keyed-lock'

/*
 * Serialises work on one order: in this process always, and across instances through the database
 * or Redis. On PostgreSQL an order's change runs in one transaction holding the order's advisory lock,
 * so instances wait for each other whether Redis is up or not (`withOrderChange`). MongoDB needs
 * only the in-process lock (its transactions make `changeOrder`'s conditional write atomic). SQLite
 * needs Redis as well once several processes share the file, because Payload's SQLite adapter runs
 * without transactions, so its update-by-where is a find then a write that two processes can both
 * pass (two `paid` writes, two receipts). Refunds' own records take the same lock in process and in
 * Redis on every engine (`withOrderLock`).
 */

const BUSY = 'This order is being updated right now. Please try again in a moment.'

/** The order's lock in this process and, with `REDIS_URL`, in Redis. */
export function withOrderLock<T>(key: string, work: () => Promise<T>): Promise<T> {
  return withKeyedLock(engineLockName('order', key), BUSY, work)
}

/** The order's lock for a change: on PostgreSQL one transaction that `work` runs in through `req`, elsewhere `withOrderLock`. */
export function withOrderChange<T>(payload: Payload, key: string, work: (req?: Partial<PayloadRequest>) => Promise<T>): Promise<T> {
  return withEngineLock(payload, 'order', key, BUSY, work)
}
