// @ts-check
/**
 * The configuration `npm start` hands Next: the one `next build` resolved from next.config.ts and wrote
 * to .next/required-server-files.json, as Next's own standalone server starts from it, with the settings
 * next.config.ts reads from the environment at start taken from this start's environment. Loading
 * next.config.ts instead makes Next compile it with its SWC binary at every start: 26 MB resident for a
 * file read once (decision 010). `tests/unit/next-config-at-start.test.ts` compares the two.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { pageCacheSettings } from '../src/lib/cache/page-cache-settings.mjs'

/**
 * @param {string} projectDir
 * @returns {Record<string, unknown> | null} null without a build (Next then says so itself)
 */
export function readBuiltNextConfig(projectDir) {
  const manifest = path.join(projectDir, '.next', 'required-server-files.json')
  if (!existsSync(manifest)) return null
  return JSON.parse(readFileSync(manifest, 'utf8')).config
}

/**
 * Makes the Next server this process creates start from the build's configuration with this start's
 * page cache settings: Next 16's router server ignores a custom server's `conf` and loads the
 * configuration again, but takes it from this variable when set (next/dist/server/config.js), as its
 * standalone server does.
 *
 * @param {Record<string, unknown>} builtConfig
 * @param {NodeJS.ProcessEnv} env
 * @param {string} projectDir
 */
export function startNextFromBuiltConfig(builtConfig, env, projectDir) {
  env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify({ ...builtConfig, ...pageCacheSettings(env, projectDir) })
}
