import { describe, expect, it } from 'vitest'

import { pageCacheSettings } from '@/lib/cache/page-cache-settings.mjs'
import { EnvError } from '@/lib/env'

const MB = 1024 * 1024

describe('pageCacheSettings', () => {
  it('keeps pages in memory, PAGE_CACHE_MB of them (128 MB unless told), none at 0', () => {
    expect(pageCacheSettings({}, '/app')).toEqual({ cacheHandler: undefined, cacheMaxMemorySize: 128 * MB })
    expect(pageCacheSettings({ PAGE_CACHE_MB: '' }, '/app').cacheMaxMemorySize).toBe(128 * MB)
    expect(pageCacheSettings({ PAGE_CACHE_MB: '16' }, '/app').cacheMaxMemorySize).toBe(16 * MB)
    expect(pageCacheSettings({ PAGE_CACHE_MB: '0' }, '/app').cacheMaxMemorySize).toBe(0)
  })

  it('keeps them in Redis, with no copy in memory, when REDIS_URL is set', () => {
    expect(pageCacheSettings({ REDIS_URL: 'redis://redis:6379', PAGE_CACHE_MB: '16' }, '/app')).toEqual({
      cacheHandler: '/app/cache-handler.mjs',
      cacheMaxMemorySize: 0,
    })
  })

  it('refuses an invalid value as npm start does, naming it, even with Redis (next build and next dev load it so)', () => {
    for (const env of [{ PAGE_CACHE_MB: 'NaN' }, { PAGE_CACHE_MB: '2048', REDIS_URL: 'redis://redis:6379' }])
      expect(() => pageCacheSettings(env, '/app'), env.PAGE_CACHE_MB).toThrow(
        new EnvError(['PAGE_CACHE_MB must be a whole number of megabytes from 0 (no page cache) to 1024; empty: 128']),
      )
  })
})
