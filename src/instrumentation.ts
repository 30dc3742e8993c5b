/**
 * Runs once when the server starts, before it serves requests: connecting Payload here applies
 * pending migrations (production) and seeds an empty database (when enabled) up front, instead of
 * making the first visitor wait. `cron: true` starts the job runner (emails, scheduled publishing).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  await getPayload({ config, cron: true })
}
