import type { TaskConfig } from 'payload'

import { SCHEDULED_QUEUE } from '@/jobs/runners'
import { READ_MINUTE } from '@/tools/competitor-watchlist/schedule'

// The tasks load their work when they run: it charges the quota counter, which is server-only, and the CLI loads this config.

/** Every hour (at READ_MINUTE), the watched channels not read yet this quota day, a batch at a time (lib/competitor-watchlist/read.ts). */
export const readWatchlistsTask: TaskConfig<'readWatchlists'> = {
  slug: 'readWatchlists',
  label: 'Read watched competitor channels',
  schedule: [{ cron: `0 ${READ_MINUTE} * * * *`, queue: SCHEDULED_QUEUE }],
  retries: 1,
  outputSchema: [
    { name: 'read', type: 'number' },
    { name: 'gone', type: 'number' },
    { name: 'failed', type: 'number' },
    { name: 'deferred', type: 'number' },
  ],
  handler: async ({ req }) => {
    const { readDueWatchlists } = await import('@/lib/competitor-watchlist/read')
    return { output: await readDueWatchlists(req.payload) }
  },
}

/** A channel's first read, queued when it is added, so its outliers show within seconds. */
export const readWatchedChannelTask: TaskConfig<'readWatchedChannel'> = {
  slug: 'readWatchedChannel',
  label: 'Read a newly watched channel',
  inputSchema: [{ name: 'watchedChannel', type: 'number', required: true }],
  retries: 2,
  handler: async ({ input, req }) => {
    const { readNewlyWatched } = await import('@/lib/competitor-watchlist/read')
    await readNewlyWatched(req.payload, input.watchedChannel)
    return { output: {} }
  },
}

/** Mondays 09:00 UTC: the week's top outliers to each watchlist owner who wants them (lib/competitor-watchlist/digest.ts). */
export const weeklyWatchlistDigestTask: TaskConfig<'weeklyWatchlistDigest'> = {
  slug: 'weeklyWatchlistDigest',
  label: 'Email the week’s competitor outliers',
  schedule: [{ cron: '0 0 9 * * 1', queue: SCHEDULED_QUEUE }],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  outputSchema: [{ name: 'queued', type: 'number' }],
  handler: async ({ req }) => {
    const { queueWatchlistDigests } = await import('@/lib/competitor-watchlist/digest')
    return { output: { queued: await queueWatchlistDigests(req.payload) } }
  },
}
