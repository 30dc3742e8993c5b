import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

/**
 * The only module that imports the Payload config (besides Payload's generated `src/app/(payload)`
 * files): loading the config loads every collection and hook, so the base layer must never reach it
 * (decision 001).
 */
export const payloadConfig = config

/**
 * The one Payload instance of this server process (getPayload caches it). `cron` starts the job
 * runner: only the server's start-up (src/instrumentation.ts) asks for it.
 */
export function payloadClient(options: { cron?: boolean } = {}) {
  return getPayload({ config, ...options })
}
