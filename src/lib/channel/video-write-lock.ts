import type { Payload } from 'payload'

import { inLockedTransaction } from '@/lib/database/postgres-locks'
import { inProcessQueue, withKeyedLock } from '@/lib/locks/keyed-lock'

const BUSY = 'This video is being changed on YouTube right now. Please try again in a moment.'

/**
 * One write to a video on YouTube at a time (decision 021): an apply and its undo, or a double
 * click, each re-read the change's status inside this lock, so the second finds it already done
 * instead of writing (and charging 50 units) again. PostgreSQL holds an advisory lock for the
 * length of the work; SQLite and MongoDB the in-process lock and, with `REDIS_URL`, Redis's.
 */
export function withVideoWriteLock<T>(payload: Payload, videoId: string, work: () => Promise<T>): Promise<T> {
  const key = `youtube-write:${videoId}`
  if (payload.db.name === 'postgres') return inProcessQueue(key, () => inLockedTransaction(payload, 'youtubeWrite', videoId, () => work()))
  return withKeyedLock(key, BUSY, work)
}
