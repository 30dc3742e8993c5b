import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

/**
 * PostgreSQL advisory locks for the checks Payload makes as a read, then a write (an order's
 * revision, a free slug, the first account, a write to a video on YouTube, a list's limit per account): at READ COMMITTED two transactions can
 * both pass the read before either writes. A transaction-level lock (`pg_advisory_xact_lock`) is
 * held until its transaction commits or rolls back, on every instance alike, with no lock service
 * and no lease: a crashed instance's connection closes and frees it. The first key says what is
 * locked, the second is a hash of which one. On SQLite and MongoDB these do nothing (see
 * docs/databases.md for what holds there).
 */
export const LOCK_SPACES = { order: 1, slug: 2, firstUser: 4, migrations: 5, youtubeWrite: 6, accountList: 7 } as const
export type LockSpace = Exclude<keyof typeof LOCK_SPACES, 'migrations'>

type Transaction = { execute: PostgresAdapter['drizzle']['execute'] }

function lockStatement(space: LockSpace, key: string) {
  return sql`SELECT pg_advisory_xact_lock(${LOCK_SPACES[space]}::integer, hashtext(${key}))`
}

/**
 * Waits for and takes the lock inside `req`'s transaction (a Payload operation's own, in a hook),
 * released when that transaction ends. Without PostgreSQL or a transaction, returns at once.
 */
export async function lockUntilCommit(req: Pick<PayloadRequest, 'payload' | 'transactionID'>, space: LockSpace, key: string) {
  if (req.payload.db.name !== 'postgres' || !req.transactionID) return
  const transaction: Transaction | undefined = (req.payload.db as unknown as PostgresAdapter).sessions[await req.transactionID]?.db
  await transaction?.execute(lockStatement(space, key))
}

/**
 * Runs `work` in one PostgreSQL transaction that first takes the lock; `work` passes the `req` it is
 * given to every Local API call that must see and write through that transaction. Commits when
 * `work` returns, rolls back when it throws.
 */
export async function inLockedTransaction<T>(
  payload: Payload,
  space: LockSpace,
  key: string,
  work: (req: Partial<PayloadRequest>) => Promise<T>,
): Promise<T> {
  const transactionID = await payload.db.beginTransaction()
  if (!transactionID) throw new Error('PostgreSQL transactions are turned off: the lock needs one')
  try {
    await lockUntilCommit({ payload, transactionID }, space, key)
    const result = await work({ transactionID })
    await payload.db.commitTransaction(transactionID)
    return result
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID).catch(() => undefined)
    throw error
  }
}
