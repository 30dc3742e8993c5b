import type { TaskConfig } from 'payload'

import { idFromText } from '@/lib/campaign-delivery/campaign'
import { SCHEDULED_QUEUE } from '@/jobs/runners'

/**
 * Records promoted videos' public counters. Queued when an order is paid (its baseline) and
 * scheduled hourly; each order gets one snapshot a day, so extra runs cost nothing. When YouTube
 * or the quota fails, the task fails after keeping what it recorded, and the queue retries it with
 * backoff; it runs in the job runner, so it never holds up a request or another email.
 */
export const trackVideoViewsTask: TaskConfig<'trackVideoViews'> = {
  slug: 'trackVideoViews',
  label: 'Track promoted videos’ public views',
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } },
  schedule: [{ cron: '0 15 * * * *', queue: SCHEDULED_QUEUE }],
  inputSchema: [
    { name: 'order', type: 'text', admin: { description: 'Only this order (its baseline at payment); empty for every tracked order.' } },
  ],
  outputSchema: [
    { name: 'recorded', type: 'number' },
    { name: 'calls', type: 'number' },
  ],
  handler: async ({ input, req }) => {
    // Loaded on first run: the quota counter is server-only, and the config is also read by Payload's CLI.
    const { recordVideoSnapshots } = await import('@/lib/campaign-delivery/tracking')
    const result = await recordVideoSnapshots(req.payload, { req, order: input.order ? idFromText(input.order) : undefined })
    if (result.failedCalls > 0)
      throw new Error(`${result.failedCalls} videos.list batch(es) failed; the videos still missing today are retried later`)
    return { output: { recorded: result.recorded, calls: result.calls } }
  },
}
