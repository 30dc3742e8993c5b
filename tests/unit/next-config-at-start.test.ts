import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants'
import { getNextConfigRuntime } from 'next/dist/server/config-shared'
import { beforeAll, describe, expect, it } from 'vitest'

type Config = Record<string, unknown> & { distDir: string; experimental: Record<string, unknown>; cacheHandler?: string }
type Loaded = { config: Config; swcLoaded: boolean; projectReads: string[] }

/**
 * `npm start`'s server hands Next the configuration `next build` wrote, with the settings next.config.ts
 * reads from the environment at start re-applied (server/next-config.mjs, decision 010). For builds and
 * starts in different environments, that must be the configuration Next would have loaded from
 * next.config.ts at that start, on every key Next keeps at run time.
 */
const BUILDS: Record<string, Record<string, string>> = {
  'a build without Redis (as CI builds)': {},
  'a build with Redis, the page cache off and its own Sentry release': {
    REDIS_URL: 'redis://build.invalid:6379',
    PAGE_CACHE_MB: '0',
    SENTRY_RELEASE: 'built-release',
  },
}
const STARTS: Record<string, Record<string, string>> = {
  'no Redis': {},
  'REDIS_URL set': { REDIS_URL: 'redis://127.0.0.1:6390' },
  'PAGE_CACHE_MB=0': { PAGE_CACHE_MB: '0' },
  'PAGE_CACHE_MB=16': { PAGE_CACHE_MB: '16' },
  'REDIS_URL and PAGE_CACHE_MB=0': { REDIS_URL: 'rediss://cache.internal:6380', PAGE_CACHE_MB: '0' },
  'other Sentry settings': { SENTRY_ENVIRONMENT: 'staging', SENTRY_RELEASE: 'started-release', SENTRY_TRACES_SAMPLE_RATE: '0.5' },
  'CI=true': { CI: 'true' },
}
/**
 * The variables the environments above set, cleared first so that the machine's own do not leak in:
 * every variable next.config.ts and the project's modules it imports read (the last test).
 */
const VARIABLES = ['REDIS_URL', 'PAGE_CACHE_MB', 'SENTRY_ENVIRONMENT', 'SENTRY_RELEASE', 'SENTRY_TRACES_SAMPLE_RATE', 'CI']

const run = promisify(execFile)

async function loadNextConfig(args: string[], env: Record<string, string>): Promise<Loaded> {
  const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !VARIABLES.includes(name)))
  const { stdout } = await run(process.execPath, ['tests/support/load-next-config.mjs', ...args], {
    env: { ...base, ...env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    maxBuffer: 16 * 1024 * 1024,
  })
  return JSON.parse(stdout) as Loaded
}

/**
 * `config` in .next/required-server-files.json as `next build` writes it (next/dist/build/index.js,
 * "generate-required-server-files"): handler paths relative to the build folder, the build's markers.
 * Checked against a real build's file: the same but for the record of the routes the build adds later.
 */
function asWrittenByBuild(config: Config): Config {
  const { configFile: _configFile, ...runtime } = getNextConfigRuntime(config as never) as unknown as Config
  const distDir = path.resolve(config.distDir)
  const cacheHandlers = Object.entries((config.cacheHandlers ?? {}) as Record<string, string | undefined>)
  return {
    ...runtime,
    cacheHandler: config.cacheHandler ? path.relative(distDir, config.cacheHandler) : config.cacheHandler,
    cacheHandlers: Object.fromEntries(cacheHandlers.flatMap(([kind, file]) => (file ? [[kind, path.relative(distDir, file)]] : []))),
    experimental: { ...config.experimental, trustHostHeader: false, isExperimentalCompile: false },
  }
}

/**
 * The keys Next reads at run time, without those the build fixes on purpose: `env` is inlined into the
 * bundles when they are built (Next reads it at run time only in its experimental compile mode);
 * Turbopack's loader rules (which Sentry adds when Turbopack builds) and the build's own record of the
 * routes (the server reads routes-manifest.json) serve the build alone, and so does whether Turbopack
 * keeps its build cache (off under CI); the build drops `configFile` and marks two experimental flags
 * (false here, as unset).
 */
function runtimeKeys(config: Config): Record<string, unknown> {
  const { env: _env, configFile: _configFile, _originalRewrites, _originalRedirects, experimental, turbopack, ...rest } = config
  const { trustHostHeader, isExperimentalCompile, turbopackFileSystemCacheForBuild: _buildCache, ...others } = experimental
  expect(trustHostHeader ?? false).toBe(false)
  expect(isExperimentalCompile ?? false).toBe(false)
  const { rules: _rules, ...bundler } = (turbopack ?? {}) as Record<string, unknown>
  return { ...rest, turbopack: bundler, experimental: others }
}

const built = new Map<string, string>()
const started = new Map<string, Loaded>()

beforeAll(async () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'next-config-at-start-'))
  await Promise.all([
    ...Object.entries(BUILDS).map(async ([name, env], index) => {
      // `next build` bundles with Turbopack unless told otherwise, and says so in TURBOPACK.
      const { config } = await loadNextConfig([PHASE_PRODUCTION_BUILD], { ...env, TURBOPACK: 'auto' })
      const file = path.join(folder, `built-${index}.json`)
      writeFileSync(file, JSON.stringify(asWrittenByBuild(config)))
      built.set(name, file)
    }),
    ...Object.entries(STARTS).map(async ([name, env]) => started.set(name, await loadNextConfig([PHASE_PRODUCTION_SERVER], env))),
  ])
}, 240_000)

it('tries every variable next.config.ts reads', () => {
  // A new one is either fixed by the build (as `env`) or read at start, then it belongs in
  // pageCacheSettings (or beside it, applied by server/next-config.mjs): either way, an environment here tries it.
  const read = new Set([...started.values()].flatMap(({ projectReads }) => projectReads))
  expect([...read].sort()).toEqual([...VARIABLES].sort())
})

describe.each(Object.keys(BUILDS))("npm start's Next configuration after %s", (build) => {
  it.each(Object.keys(STARTS))(
    'is the one next.config.ts gives a start with %s, without SWC',
    async (start) => {
      const expected = started.get(start)!
      const server = await loadNextConfig(['server', built.get(build)!], STARTS[start]!)
      expect(runtimeKeys(server.config)).toEqual(runtimeKeys(expected.config))
      // Next took it as given, without compiling next.config.ts (which the expected one needed).
      expect(expected.swcLoaded).toBe(true)
      expect(server.swcLoaded).toBe(false)
    },
    60_000,
  )
})
