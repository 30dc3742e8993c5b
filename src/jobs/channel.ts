import type { TaskConfig } from 'payload'

import { SCHEDULED_QUEUE } from '@/jobs/runners'

/** Every night: connected channels fetched again, and data older than 30 days deleted (lib/channel/daily.ts). */
export const refreshChannelsTask: TaskConfig<'refreshChannels'> = {
  slug: 'refreshChannels',
  label: 'Refresh connected channels',
  schedule: [{ cron: '0 15 3 * * *', queue: SCHEDULED_QUEUE }],
  retries: 1,
  outputSchema: [
    { name: 'refreshed', type: 'number' },
    { name: 'failed', type: 'number' },
    { name: 'purged', type: 'number' },
  ],
  handler: async ({ req }) => {
    // Loaded when the task runs: the quota counter it charges is server-only, and the CLI loads this config.
    const { refreshChannelsDaily } = await import('@/lib/channel/daily')
    return { output: await refreshChannelsDaily(req.payload) }
  },
}
