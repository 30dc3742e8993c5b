/**
 * Database failures that a retry a few seconds later can get past: SQLite's write lock outlasting the
 * busy timeout; PostgreSQL's serialization failures, deadlocks, timeouts, restarts and lost or refused
 * connections; MongoDB's write conflicts, elections (a primary stepping down), server selection and
 * network timeouts. They are answered 503 with Retry-After instead of 500.
 */
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_STATE, type DatabaseState } from './outage-state.mjs'

// PostgreSQL SQLSTATE codes of temporary conditions (https://www.postgresql.org/docs/current/errcodes-appendix.html).
const POSTGRES_CONFLICT_CODES = new Set([
  '40001', // serialization_failure
  '40P01', // deadlock_detected
])
const POSTGRES_TRANSIENT_CODES = new Set([
  ...POSTGRES_CONFLICT_CODES,
  '55P03', // lock_not_available
  '57014', // query_canceled (the statement timeout)
  '57P01', // admin_shutdown (a restart or failover ended the connection)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (the server is starting)
  '53300', // too_many_connections
  '25P03', // idle_in_transaction_session_timeout
])
// Class 08: connection exceptions. Then what node-postgres and the socket say when there is no server.
const POSTGRES_CONNECTION_CLASS = '08'
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])
const POSTGRES_CLIENT_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|timeout expired|Query read timeout|is not queryable|cannot connect to Postgres/i

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

type DriverError = Error & { code?: unknown; errorLabels?: unknown; hasErrorLabel?: (label: string) => boolean }

function hasLabel(error: DriverError, label: string): boolean {
  if (typeof error.hasErrorLabel === 'function') return error.hasErrorLabel(label)
  return Array.isArray(error.errorLabels) && error.errorLabels.includes(label)
}

function causes(error: unknown): DriverError[] {
  const chain: DriverError[] = []
  for (let cause: unknown = error; cause instanceof Error && chain.length < 10; cause = cause.cause) chain.push(cause)
  return chain
}

function isSqliteBusy(error: DriverError): boolean {
  return error.code === 'SQLITE_BUSY' || /database is locked/i.test(error.message)
}

function isPostgresTransient(error: DriverError): boolean {
  const code = typeof error.code === 'string' ? error.code : ''
  if (POSTGRES_TRANSIENT_CODES.has(code) || code.startsWith(POSTGRES_CONNECTION_CLASS) || NETWORK_CODES.has(code)) return true
  return POSTGRES_CLIENT_MESSAGES.test(error.message)
}

function isMongoTransient(error: DriverError): boolean {
  if (MONGO_TRANSIENT_NAMES.has(error.name)) return true
  if (typeof error.code === 'number' && MONGO_TRANSIENT_CODES.has(error.code)) return true
  return MONGO_TRANSIENT_LABELS.some((label) => hasLabel(error, label))
}

export function isTransientDatabaseError(error: unknown): boolean {
  return causes(error).some((cause) => isSqliteBusy(cause) || isPostgresTransient(cause) || isMongoTransient(cause))
}

/**
 * Two transactions wrote the same data and the database rolled one back: a MongoDB write conflict, a
 * PostgreSQL serialization failure or deadlock. The loser may simply run again.
 */
export function isWriteConflict(error: unknown): boolean {
  return causes(error).some(
    (cause) =>
      cause.code === 112 ||
      hasLabel(cause, 'TransientTransactionError') ||
      (typeof cause.code === 'string' && POSTGRES_CONFLICT_CODES.has(cause.code)),
  )
}

export { DATABASE_RETRY_AFTER_SECONDS }

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

/** The state `server/database-outages.mjs` reads (absent outside `npm start`, e.g. in tests). */
const databaseState = () => (globalThis as { [DATABASE_STATE]?: DatabaseState })[DATABASE_STATE]

/**
 * Notes how a query or connection attempt ended (`error` null: it succeeded). While the latest one
 * failed for a transient reason (the database unreachable, restarting), and for a few seconds
 * after the last such failure, a request that fails with a 500 (a page that could not be rendered)
 * is answered 503 with Retry-After; any answer from the database, an error about the query itself
 * included, ends the failing state.
 */
export function noteDatabaseOutcome(error: unknown): void {
  const state = databaseState()
  if (!state) return
  if (!error || !isTransientDatabaseError(error)) {
    state.failingSince = 0
    return
  }
  state.lastFailureAt = Date.now()
  if (!state.failingSince) state.failingSince = state.lastFailureAt
}
