/**
 * Database failures that a retry a few seconds later can get past: SQLite's write lock outlasting the
 * busy timeout, and MongoDB's write conflicts, elections (a primary stepping down), server selection
 * and network timeouts. They are answered 503 with Retry-After instead of 500.
 */

// MongoDB server error codes of temporary conditions (https://www.mongodb.com/docs/manual/reference/error-codes/).
const MONGO_TRANSIENT_CODES = new Set([
  6, // HostUnreachable
  7, // HostNotFound
  89, // NetworkTimeout
  91, // ShutdownInProgress
  112, // WriteConflict
  189, // PrimarySteppedDown
  251, // NoSuchTransaction (the transaction was aborted by a conflict or an election)
  262, // ExceededTimeLimit
  9001, // SocketException
  10107, // NotWritablePrimary
  11600, // InterruptedAtShutdown
  11602, // InterruptedDueToReplStateChange
  13435, // NotPrimaryNoSecondaryOk
  13436, // NotPrimaryOrSecondary
])
const MONGO_TRANSIENT_LABELS = ['TransientTransactionError', 'RetryableWriteError']
const MONGO_TRANSIENT_NAMES = new Set([
  'MongoServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoWaitQueueTimeoutError',
  'MongoNotConnectedError',
])

type MongoLike = Error & { code?: unknown; errorLabels?: unknown; hasErrorLabel?: (label: string) => boolean }

function hasLabel(error: MongoLike, label: string): boolean {
  if (typeof error.hasErrorLabel === 'function') return error.hasErrorLabel(label)
  return Array.isArray(error.errorLabels) && error.errorLabels.includes(label)
}

function causes(error: unknown): MongoLike[] {
  const chain: MongoLike[] = []
  for (let cause: unknown = error; cause instanceof Error && chain.length < 10; cause = cause.cause) chain.push(cause)
  return chain
}

function isSqliteBusy(error: MongoLike): boolean {
  return error.code === 'SQLITE_BUSY' || /database is locked/i.test(error.message)
}

function isMongoTransient(error: MongoLike): boolean {
  if (MONGO_TRANSIENT_NAMES.has(error.name)) return true
  if (typeof error.code === 'number' && MONGO_TRANSIENT_CODES.has(error.code)) return true
  return MONGO_TRANSIENT_LABELS.some((label) => hasLabel(error, label))
}

export function isTransientDatabaseError(error: unknown): boolean {
  return causes(error).some((cause) => isSqliteBusy(cause) || isMongoTransient(cause))
}

/** A MongoDB write conflict: two transactions wrote the same document; the loser may simply run again. */
export function isWriteConflict(error: unknown): boolean {
  return causes(error).some((cause) => cause.code === 112 || hasLabel(cause, 'TransientTransactionError'))
}

/** Seconds a client should wait before retrying after a transient database error. */
export const DATABASE_RETRY_AFTER_SECONDS = 5

/**
 * Runs `work` again after a write conflict, a bounded number of times with a short random pause (so
 * two contenders do not collide again). Only for work that is safe to repeat as a whole, such as an
 * idempotent webhook; anything else is rethrown at once, and so is the last conflict.
 */
export async function retryOnWriteConflict<T>(
  work: () => Promise<T>,
  attempts = 3,
  pause = (attempt: number) => 20 * attempt + Math.random() * 30,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work()
    } catch (error) {
      if (attempt >= attempts || !isWriteConflict(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, pause(attempt)))
    }
  }
}
