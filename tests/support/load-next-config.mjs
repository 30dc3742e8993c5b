// @ts-check
/**
 * Prints, as JSON, the configuration Next resolves in this process, whether Next's SWC binary got
 * loaded for it (Linux), and which environment variables the project's own code read meanwhile
 * (next.config.ts and what it imports from src/, not Next's nor its plugins'). Run it in the project
 * folder, with the environment to try: one process per environment, as Next caches the configuration
 * per process.
 *
 *   node tests/support/load-next-config.mjs <phase>            from next.config.ts, as `next build`
 *                                                              (phase-production-build) or `next start`
 *   node tests/support/load-next-config.mjs server <file>      as `npm start`'s server hands it over, from
 *                                                              the build's config in <file> (JSON)
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import nextEnv from '@next/env'
import { PHASE_PRODUCTION_SERVER } from 'next/constants.js'
import loadConfigModule from 'next/dist/server/config.js'

import { startNextFromBuiltConfig } from '../../server/next-config.mjs'

const [mode, builtConfigFile] = process.argv.slice(2)
const projectDir = process.cwd()

/** @type {Set<string>} */
const projectReads = new Set()
/** Whether the code reading a variable is the project's: the first stack frame below this file's trap. */
function readByProject() {
  const frames = (new Error().stack ?? '').split('\n').slice(3)
  const file = /(?:file:\/\/)?(\/[^():]+):\d+:\d+\)?$/.exec(frames[0] ?? '')?.[1] ?? ''
  return file.startsWith(projectDir + path.sep) && !file.includes(`${path.sep}node_modules${path.sep}`)
}
process.env = new Proxy(process.env, {
  get(env, name) {
    if (typeof name === 'string' && readByProject()) projectReads.add(name)
    return Reflect.get(env, name)
  },
  // Written straight to the real environment, which takes no other kind of property.
  set: (env, name, value) => Reflect.set(env, name, value),
})

if (mode === 'server') {
  // As server/index.mjs: the .env files first, then the configuration from the build.
  nextEnv.loadEnvConfig(projectDir)
  const builtConfig = JSON.parse(readFileSync(String(builtConfigFile), 'utf8'))
  startNextFromBuiltConfig(builtConfig, process.env, projectDir)
}
const config = await loadConfigModule.default(mode === 'server' ? PHASE_PRODUCTION_SERVER : String(mode), projectDir)
const swcLoaded = readFileSync('/proc/self/maps', 'utf8').includes('next-swc')
process.stdout.write(JSON.stringify({ config, swcLoaded, projectReads: [...projectReads].sort() }))
