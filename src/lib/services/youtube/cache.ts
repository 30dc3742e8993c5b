import 'server-only'

import { payloadClient } from '@/lib/payload/client'
import { isYouTubeError } from '@/tools/youtube/errors'

import { freshAnswer, keepFreshAnswer } from '@/lib/youtube/fresh-answers'

export type CacheKind = 'suggest' | 'oembed' | 'video' | 'search' | 'thumbnails'

export type Cached<T> = { value: T; fromCache: boolean; stale: boolean }

/** How long each kind of YouTube answer stays fresh. */
export const CACHE_TTL_SECONDS: Record<CacheKind, number> = {
  suggest: 24 * 3600,
  oembed: 24 * 3600,
  video: 6 * 3600,
  search: 3 * 24 * 3600,
  thumbnails: 24 * 3600,
}

/** When YouTube is down, slowing us down or the quota is spent, an expired answer is better than none. */
function mayServeStale(error: unknown) {
  return isYouTubeError(error) && ['timeout', 'unavailable', 'quota', 'rate_limited', 'bad_response'].includes(error.kind)
}

/**
 * Read-through cache of YouTube answers in the database (any app instance shares it): a fresh
 * entry is returned as is; otherwise `load` runs and its answer is stored with the kind's TTL.
 */
export async function readThrough<T>(kind: CacheKind, key: string, load: () => Promise<T>): Promise<Cached<T>> {
  const cacheKey = `${kind}:${key}`
  const remembered = freshAnswer(cacheKey)
  if (remembered !== undefined) return { value: remembered as T, fromCache: true, stale: false }
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'youtube-cache',
    where: { key: { equals: cacheKey } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  const entry = docs[0]
  if (entry && Date.parse(entry.expiresAt) > Date.now()) {
    keepFreshAnswer(cacheKey, entry.value, entry.expiresAt)
    return { value: entry.value as T, fromCache: true, stale: false }
  }

  let value: T
  try {
    value = await load()
  } catch (error) {
    if (entry && mayServeStale(error)) return { value: entry.value as T, fromCache: true, stale: true }
    throw error
  }
  const data = {
    key: cacheKey,
    kind,
    value: value as never,
    expiresAt: new Date(Date.now() + CACHE_TTL_SECONDS[kind] * 1000).toISOString(),
  }
  try {
    if (entry) await payload.update({ collection: 'youtube-cache', id: entry.id, data, depth: 0 })
    else await payload.create({ collection: 'youtube-cache', data, depth: 0 })
  } catch (error) {
    // Another request stored the same key a moment earlier: its answer is as good as ours.
    payload.logger.debug({ msg: 'youtube cache write skipped', key: cacheKey, err: error })
  }
  return { value, fromCache: false, stale: false }
}
