// @ts-check
/**
 * Where Next keeps rendered pages and fetched data, chosen by the environment when the server starts:
 * the only settings of next.config.ts that are. Plain JavaScript, because `npm start`'s server applies
 * them to the configuration `next build` wrote instead of loading next.config.ts (server/next-config.mjs,
 * decision 010); `tests/unit/next-config-at-start.test.ts` fails if the two ever disagree.
 */
import path from 'node:path'

import { parseEnvSettings } from '../env-schema.mjs'

/**
 * Checked by the environment's schema (an invalid value throws its EnvError, naming the variable):
 * `npm start` checks the whole environment before it gets here, `next build` and `next dev` only these.
 * @param {import('../env-schema.mjs').Source} env
 * @param {string} projectDir the folder holding cache-handler.mjs (the server's working directory)
 * @returns {{ cacheHandler: string | undefined, cacheMaxMemorySize: number }}
 */
export function pageCacheSettings(env, projectDir) {
  const { REDIS_URL, PAGE_CACHE_MB } = parseEnvSettings(env, { REDIS_URL: true, PAGE_CACHE_MB: true })
  // With REDIS_URL, the cache lives in Redis, shared by every instance, with no per-process copy in
  // front of it that another instance's invalidation could not reach (decision 015).
  if (REDIS_URL) return { cacheHandler: path.join(projectDir, 'cache-handler.mjs'), cacheMaxMemorySize: 0 }
  // In memory, bounded (LRU); 0 turns the page and data cache off. `undefined` rather than absent: it
  // replaces a handler the build chose.
  return { cacheHandler: undefined, cacheMaxMemorySize: PAGE_CACHE_MB * 1024 * 1024 }
}
