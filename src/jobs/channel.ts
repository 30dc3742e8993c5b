import type { TaskConfig } from 'payload'

import { SCHEDULED_QUEUE } from '@/jobs/runners'

// The tasks load their work when they run: it charges the quota counter, which is server-only, and the CLI loads this config.

/** Every night: connected channels fetched again, data and applied fixes older than 30 days and quota days older than 90 deleted (lib/channel/daily.ts). */
export const refreshChannelsTask: TaskConfig<'refreshChannels'> = {
  slug: 'refreshChannels',
  label: 'Refresh connected channels',
  schedule: [{ cron: '0 15 3 * * *', queue: SCHEDULED_QUEUE }],
  retries: 1,
  outputSchema: [
    { name: 'refreshed', type: 'number' },
    { name: 'failed', type: 'number' },
    { name: 'purged', type: 'number' },
    { name: 'changesPurged', type: 'number' },
    { name: 'quotaDaysPurged', type: 'number' },
  ],
  handler: async ({ req }) => {
    const { refreshChannelsDaily } = await import('@/lib/channel/daily')
    return { output: await refreshChannelsDaily(req.payload) }
  },
}

/** The audit of a channel's uploads, queued by its owner (lib/channel/audit.ts); progress is on the channel. */
export const auditChannelTask: TaskConfig<'auditChannel'> = {
  slug: 'auditChannel',
  label: 'Audit a connected channel',
  inputSchema: [{ name: 'channel', type: 'number', required: true }],
  retries: 2,
  handler: async ({ input, req }) => {
    const { runAudit } = await import('@/lib/channel/audit')
    await runAudit(req.payload, input.channel)
    return { output: {} }
  },
}
