import { LruCache } from '@/lib/lru'

/**
 * Fresh YouTube answers this process has read from or written to the database cache, kept until
 * they expire, so a hot key (the same video looked up again and again) costs no database read: two
 * reads were most of a thumbnail lookup's time (decision 013). Bounded by count, least
 * recently used first. The collection's hooks drop an entry whenever its row changes or goes, so an
 * entry expired or removed here or by staff is read again from the database.
 */
const answers = new LruCache<unknown>(5_000)

export function freshAnswer(key: string): unknown {
  const value = answers.get(key)
  // A copy: callers own what they get, as they do a database row.
  return value === undefined ? undefined : structuredClone(value)
}

export function keepFreshAnswer(key: string, value: unknown, expiresAt: string) {
  const ttlMs = Date.parse(expiresAt) - Date.now()
  if (ttlMs > 0) answers.set(key, structuredClone(value), ttlMs)
}

export function forgetAnswer(key: string) {
  answers.delete(key)
}
