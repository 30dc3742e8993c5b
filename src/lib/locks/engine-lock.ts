import type { Payload, PayloadRequest } from 'payload'

import { inLockedTransaction, type LockSpace } from '@/lib/database/postgres-locks'
import { inProcessQueue, withKeyedLock } from '@/lib/locks/keyed-lock'

/**
 * Serialises a read-then-write on one key across instances, with what the database engine offers:
 * on PostgreSQL an advisory lock held for the length of `work` (no Redis needed); on SQLite and
 * MongoDB the in-process lock and, with `REDIS_URL`, Redis's lease. On PostgreSQL `work` is given
 * the `req` of the transaction holding the lock, for the reads and writes that must be one with it
 * (an order's conditional update); what it does without that `req` commits as it goes, and the lock
 * only makes the next holder wait until it has.
 */
export function withEngineLock<T>(
  payload: Payload,
  space: LockSpace,
  key: string,
  busyMessage: string,
  work: (req?: Partial<PayloadRequest>) => Promise<T>,
): Promise<T> {
  const name = `${space}:${key}`
  if (payload.db.name === 'postgres') return inProcessQueue(name, () => inLockedTransaction(payload, space, key, work))
  return withKeyedLock(name, busyMessage, () => work())
}
