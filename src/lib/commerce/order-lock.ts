import type { Payload, PayloadRequest } from 'payload'

import { withEngineLock } from '@/lib/locks/engine-lock'

/*
 * Serialises work on one order: in this process always, and across instances through the database
 * or Redis (withEngineLock). On PostgreSQL the work runs while a transaction holds the order's
 * advisory lock, so instances wait for each other whether Redis is up or not; `changeOrder` reads and
 * writes through that transaction's `req`. MongoDB needs only the in-process lock (its transactions
 * make `changeOrder`'s conditional write atomic). SQLite needs Redis as well once several processes
 * share the file, because Payload's SQLite adapter runs without transactions, so its update-by-where
 * is a find then a write that two processes can both pass (two `paid` writes, two receipts).
 */

const BUSY = 'This order is being updated right now. Please try again in a moment.'

export function withOrderLock<T>(payload: Payload, key: string, work: (req?: Partial<PayloadRequest>) => Promise<T>): Promise<T> {
  return withEngineLock(payload, 'order', key, BUSY, work)
}
