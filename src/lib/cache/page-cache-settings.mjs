// @ts-check
/**
 * Where Next keeps rendered pages and fetched data, chosen by the environment when the server starts:
 * the only settings of next.config.ts that are. Plain JavaScript, because `npm start`'s server applies
 * them to the configuration `next build` wrote instead of loading next.config.ts (server/next-config.mjs,
 * decision 010); `tests/unit/next-config-at-start.test.ts` fails if the two ever disagree.
 */
import path from 'node:path'

const DEFAULT_PAGE_CACHE_MB = 128

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {string} projectDir the folder holding cache-handler.mjs (the server's working directory)
 * @returns {{ cacheHandler: string | undefined, cacheMaxMemorySize: number }}
 */
export function pageCacheSettings(env, projectDir) {
  // With REDIS_URL, the cache lives in Redis, shared by every instance, with no per-process copy in
  // front of it that another instance's invalidation could not reach (decision 015).
  if (env.REDIS_URL) return { cacheHandler: path.join(projectDir, 'cache-handler.mjs'), cacheMaxMemorySize: 0 }
  // In memory, bounded (LRU). PAGE_CACHE_MB=0 turns the page and data cache off (the benchmark
  // measures uncached renders so). `undefined` rather than absent: it replaces a handler the build chose.
  return { cacheHandler: undefined, cacheMaxMemorySize: Number(env.PAGE_CACHE_MB ?? DEFAULT_PAGE_CACHE_MB) * 1024 * 1024 }
}
