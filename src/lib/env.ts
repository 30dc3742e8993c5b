import { parseEnv, type Env } from './env-schema.mjs'

export { DATABASE_URI_PREFIXES, EnvError, parseEnv } from './env-schema.mjs'
export type { Env }

/**
 * Server-side environment, validated once at start-up (src/lib/env-schema.mjs has the rules; the
 * production server checks them before it listens, server/index.mjs).
 */
export const env: Env = parseEnv(process.env)
