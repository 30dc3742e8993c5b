import { randomUUID } from 'node:crypto'

import { AppError } from '@/lib/errors'
import { connectedRedisClient } from '@/lib/redis'

/**
 * Serialises work on one key (an order, a video being written on YouTube): in this process always,
 * and across instances through a Redis lease when `REDIS_URL` is set. While Redis is unreachable the
 * work runs under the in-process lock alone, as on a single instance. Callers go through
 * withEngineLock (engine-lock.ts), which on PostgreSQL takes an advisory lock instead of the lease,
 * so those sites need no Redis for it.
 */
const queues = new Map<string, Promise<unknown>>()

/** Long enough for a decision that calls a provider (a refund, a write to YouTube); a crashed holder frees the key after it. */
const LEASE_MS = 30_000
/** How long a caller waits for the key before answering 503. */
const WAIT_MS = 10_000
const KEY_PREFIX = 'tubelift:'
// Deletes the lock only while it is still this holder's (the lease may have passed to another).
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end"

/** Runs `work` holding the key's lease in Redis; at once when Redis cannot be used right now. */
async function withSharedLock<T>(key: string, busyMessage: string, work: () => Promise<T>): Promise<T> {
  // Awaits the process's first connection attempt: a client still connecting is not ready yet, and
  // the first calls after a start would otherwise be locked in process only.
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
    if (Date.now() > deadline) throw new AppError('unavailable', busyMessage, { retryAfter: 5 })
    await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 30))
  }
  try {
    return await work()
  } finally {
    await client.eval(RELEASE, { keys: [name], arguments: [token] }).catch(() => undefined)
  }
}

/** Runs `work` after every earlier work on the same key in this process has settled. */
export async function inProcessQueue<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve()
  const run = previous.catch(() => undefined).then(work)
  queues.set(key, run)
  try {
    return await run
  } finally {
    if (queues.get(key) === run) queues.delete(key)
  }
}

/** The key's lock in this process and, with `REDIS_URL`, in Redis; `busyMessage` is the 503 after 10 s of waiting. */
export function withKeyedLock<T>(key: string, busyMessage: string, work: () => Promise<T>): Promise<T> {
  return inProcessQueue(key, () => withSharedLock(key, busyMessage, work))
}
