import type { Payload } from 'payload'

import { withEngineLock } from '@/lib/locks/engine-lock'

const BUSY = 'This video is being changed on YouTube right now. Please try again in a moment.'

/**
 * One write to a video on YouTube at a time (decision 021): an apply and its undo, or a double
 * click, each re-read the change's status inside this lock, so the second finds it already done
 * instead of writing (and charging 50 units) again.
 */
export function withVideoWriteLock<T>(payload: Payload, videoId: string, work: () => Promise<T>): Promise<T> {
  return withEngineLock(payload, 'youtubeWrite', videoId, BUSY, work)
}
