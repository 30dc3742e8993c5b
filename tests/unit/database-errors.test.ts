import { describe, expect, it, vi } from 'vitest'

import { MONGO_CONNECT_OPTIONS } from '@/lib/database/adapter'
import { isTransientDatabaseError, isWriteConflict, noteDatabaseOutcome, retryOnWriteConflict } from '@/lib/database/errors'
import { toAppError } from '@/lib/http/api'

vi.mock('@/lib/payload/client', () => ({ payloadClient: vi.fn() }))

/** Errors shaped as the MongoDB driver throws them (name, numeric code, error labels). */
function mongoError(name: string, props: { code?: number; labels?: string[] } = {}) {
  const error = Object.assign(new Error(`${name} happened`), { code: props.code })
  error.name = name
  const labels = props.labels ?? []
  return Object.assign(error, { errorLabels: labels, hasErrorLabel: (label: string) => labels.includes(label) })
}

/** Errors shaped as node-postgres throws them (a SQLSTATE code), wrapped as Drizzle wraps a failed query. */
function postgresError(code: string, message = `postgres said ${code}`) {
  return new Error('Failed query: update "orders" set ...', { cause: Object.assign(new Error(message), { code, severity: 'ERROR' }) })
}

describe('transient database errors', () => {
  it.each([
    ['a write conflict', mongoError('MongoServerError', { code: 112, labels: ['TransientTransactionError'] })],
    ['a primary stepping down', mongoError('MongoServerError', { code: 189 })],
    ['no writable primary during an election', mongoError('MongoServerError', { code: 10107, labels: ['RetryableWriteError'] })],
    ['a server selection timeout', mongoError('MongoServerSelectionError')],
    ['a network timeout', mongoError('MongoNetworkTimeoutError')],
    ['SQLite busy', Object.assign(new Error('SQLITE_BUSY: database is locked'), { code: 'SQLITE_BUSY' })],
    ['a wrapped cause', new Error('Payload failed', { cause: mongoError('MongoServerError', { code: 11602 }) })],
    ['a PostgreSQL serialization failure', postgresError('40001')],
    ['a PostgreSQL deadlock', postgresError('40P01')],
    ['PostgreSQL shutting down (a restart)', postgresError('57P01', 'terminating connection due to administrator command')],
    ['PostgreSQL starting up', postgresError('57P03', 'the database system is starting up')],
    ['a PostgreSQL statement timeout', postgresError('57014', 'canceling statement due to statement timeout')],
    ['a PostgreSQL connection failure', postgresError('08006')],
    ['PostgreSQL refusing connections (down)', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['no connection within the pool’s timeout', new Error('timeout exceeded when trying to connect')],
    ['a query on a connection the restart closed', new Error('Client was closed and is not queryable')],
  ])('answers %s with 503 and Retry-After', (_, error) => {
    expect(isTransientDatabaseError(error)).toBe(true)
    const appError = toAppError(error)
    expect(appError.status).toBe(503)
    expect(appError.retryAfter).toBeGreaterThan(0)
  })

  it.each([
    ['a duplicate key', mongoError('MongoServerError', { code: 11000 })],
    ['a cast error', Object.assign(new Error('Cast to ObjectId failed'), { name: 'CastError' })],
    ['a plain bug', new TypeError('x is undefined')],
    ['a PostgreSQL unique violation', postgresError('23505', 'duplicate key value violates unique constraint')],
    ['a PostgreSQL syntax error', postgresError('42601', 'syntax error at or near "x"')],
  ])('leaves %s a 500', (_, error) => {
    expect(isTransientDatabaseError(error)).toBe(false)
    expect(toAppError(error).status).toBe(500)
  })

  it('recognises write conflicts, the only errors retried', () => {
    expect(isWriteConflict(mongoError('MongoServerError', { code: 112 }))).toBe(true)
    expect(isWriteConflict(mongoError('MongoServerError', { code: 251, labels: ['TransientTransactionError'] }))).toBe(true)
    expect(isWriteConflict(mongoError('MongoServerSelectionError'))).toBe(false)
    expect(isWriteConflict(postgresError('40001'))).toBe(true)
    expect(isWriteConflict(postgresError('40P01'))).toBe(true)
    expect(isWriteConflict(postgresError('57P01'))).toBe(false)
  })
})

describe('retryOnWriteConflict', () => {
  const conflict = () => mongoError('MongoServerError', { code: 112, labels: ['TransientTransactionError'] })
  const noPause = () => 0

  it('runs the work again after a conflict and returns its result', async () => {
    const work = vi.fn().mockRejectedValueOnce(conflict()).mockResolvedValueOnce('done')
    await expect(retryOnWriteConflict(work, 3, noPause)).resolves.toBe('done')
    expect(work).toHaveBeenCalledTimes(2)
  })

  it('gives up after the bounded number of attempts', async () => {
    const work = vi.fn().mockRejectedValue(conflict())
    await expect(retryOnWriteConflict(work, 3, noPause)).rejects.toThrow(/MongoServerError/)
    expect(work).toHaveBeenCalledTimes(3)
  })

  it('never repeats work that failed for another reason', async () => {
    const work = vi.fn().mockRejectedValue(new Error('validation failed'))
    await expect(retryOnWriteConflict(work, 3, noPause)).rejects.toThrow('validation failed')
    expect(work).toHaveBeenCalledTimes(1)
  })
})

describe('the database state the production server reads (server/database-outages.mjs)', () => {
  it('is failing from a transient failure until the database answers anything again', async () => {
    await import('../../server/database-outages.mjs')
    const state = (globalThis as Record<symbol, { failingSince: number }>)[Symbol.for('tubelift.database-state')]!
    noteDatabaseOutcome(postgresError('23505'))
    expect(state.failingSince).toBe(0)
    noteDatabaseOutcome(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))
    const since = state.failingSince
    expect(since).toBeGreaterThan(0)
    noteDatabaseOutcome(postgresError('57P03'))
    expect(state.failingSince).toBe(since)
    noteDatabaseOutcome(postgresError('42601'))
    expect(state.failingSince).toBe(0)
    noteDatabaseOutcome(postgresError('57P01'))
    noteDatabaseOutcome(null)
    expect(state.failingSince).toBe(0)
  })
})

describe('MongoDB connection options', () => {
  it('bounds how long a request waits for an unreachable replica set', () => {
    expect(MONGO_CONNECT_OPTIONS.serverSelectionTimeoutMS).toBeLessThanOrEqual(10_000)
    expect(MONGO_CONNECT_OPTIONS.socketTimeoutMS).toBeGreaterThan(0)
  })
})
