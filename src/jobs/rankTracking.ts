import type { TaskConfig } from 'payload'

import { SCHEDULED_QUEUE } from '@/jobs/runners'

/**
 * Rank tracking's hourly run (lib/rank-tracking/checks.ts, decision 023): the keywords whose turn it
 * is are searched, within the day's share so far, so each keyword is checked once a day and the
 * searches are spread over it. A run stopped by the quota or by YouTube leaves the rest to the next.
 */
export const checkRankingsTask: TaskConfig<'checkRankings'> = {
  slug: 'checkRankings',
  label: 'Check tracked keywords’ rankings',
  schedule: [{ cron: '0 35 * * * *', queue: SCHEDULED_QUEUE }],
  retries: 0,
  outputSchema: [
    { name: 'checked', type: 'number' },
    { name: 'due', type: 'number' },
    { name: 'stopped', type: 'text' },
  ],
  handler: async ({ req }) => {
    // Loaded on first run: the quota counter is server-only, and the config is also read by Payload's CLI.
    const { checkRankings } = await import('@/lib/rank-tracking/checks')
    const run = await checkRankings(req.payload)
    return { output: { checked: run.checked, due: run.due, stopped: run.stopped ?? '' } }
  },
}
