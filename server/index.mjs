// @ts-check
/**
 * The production server (`npm start`). It checks the environment before it listens (every problem
 * printed once, exit 1), and it is the one place that touches a request before Next does:
 * - it records the client's TCP address for rate limits (src/lib/http/client-address.mjs, decision 004);
 * - it answers from a micro-cache the pages Next already serves from its cache (server/micro-cache.mjs,
 *   decision 007);
 * - requests Sentry will not sample run without Next's spans (server/unsampled-traces.mjs, decision 009);
 * - a page the database could not be reached for answers 503, not 500 (server/database-outages.mjs).
 * Everything else is `next start`: the same build, configuration (the one the build resolved, with the
 * page cache settings of this start's environment: server/next-config.mjs), instrumentation (Sentry,
 * Payload start-up) and compression.
 *
 * It listens on PORT (3000) on all interfaces, as `next start` does (not on HOSTNAME: Docker sets
 * that to the container's name). PAGE_MICRO_CACHE_MS (1000) is how long a cached page is sent from
 * memory before Next is asked again; 0 turns the micro-cache off.
 */
import { createServer } from 'node:http'

import nextEnv from '@next/env'
import next from 'next'

import { EnvError, parseEnv } from '../src/lib/env-schema.mjs'
import { recordClientAddress } from '../src/lib/http/client-address.mjs'
import { answerDatabaseOutagesWith503 } from './database-outages.mjs'
import { createMicroCache } from './micro-cache.mjs'
import { readBuiltNextConfig, startNextFromBuiltConfig } from './next-config.mjs'
import { skipSpansInUnsampledTraces } from './unsampled-traces.mjs'

// The environment first (with the .env files Next would load): an invalid value stops the start with
// every problem named once, so a deployment fails loudly instead of listening and answering 500.
nextEnv.loadEnvConfig(process.cwd())
/** @type {import('../src/lib/env-schema.mjs').Env} */
let env
try {
  env = parseEnv(process.env)
} catch (error) {
  if (!(error instanceof EnvError)) throw error
  console.error(error.message)
  process.exit(1)
}

const { PORT: port, PAGE_MICRO_CACHE_MS: ttlMs } = env
/** Bounded: a crawler asking for many URLs evicts the least used pages, never grows the process. */
const MICRO_CACHE_BYTES = 32 * 1024 * 1024

// The build's configuration, with this start's page cache settings: no compiling next.config.ts (decision 010).
const builtConfig = readBuiltNextConfig(process.cwd())
if (builtConfig) startNextFromBuiltConfig(builtConfig, process.env, process.cwd())
const app = next({ dev: false, port })
const handle = app.getRequestHandler()
const microCache = ttlMs > 0 ? createMicroCache({ ttlMs, maxBytes: MICRO_CACHE_BYTES }) : null

await app.prepare()
// Sentry (when configured) has registered its tracer by now, from src/instrumentation.ts.
await skipSpansInUnsampledTraces()

const server = createServer((request, response) => {
  recordClientAddress(request)
  if (microCache?.handle(request, response)) return
  answerDatabaseOutagesWith503(response)
  handle(request, response).catch((error) => {
    // Next answers its own errors; this is only reached if its handler itself throws.
    console.error(error)
    if (!response.headersSent) response.statusCode = 500
    response.end()
  })
})
microCache?.skipSentryForMemoryAnswers(server)
server.listen(port, () => console.log(`> Ready on port ${port}`))

// As `next start`: stop taking connections, let requests in flight finish, then exit.
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
  process.once(signal, () => {
    server.close(() => process.exit(0))
    server.closeIdleConnections()
    setTimeout(() => process.exit(0), 5_000).unref()
  })
}
