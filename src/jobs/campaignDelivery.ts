import type { TaskConfig } from 'payload'

import { idFromText } from '@/lib/campaign-delivery/campaign'
import { sendFinalReportEmail, sendWeeklyProgressEmails } from '@/lib/campaign-delivery/emails'
import { SCHEDULED_QUEUE } from '@/jobs/runners'

/* The campaign-delivery feature's queued tasks: view tracking and the progress and report emails. */

/**
 * Weekly progress emails for running campaigns. Scheduled hourly: each order's week is claimed once
 * (see delivery-notices), so the email goes out within the hour a week completes and never twice.
 */
export const weeklyDeliveryEmailsTask: TaskConfig<'weeklyDeliveryEmails'> = {
  slug: 'weeklyDeliveryEmails',
  label: 'Queue weekly campaign progress emails',
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  schedule: [{ cron: '0 5 * * * *', queue: SCHEDULED_QUEUE }],
  outputSchema: [{ name: 'sent', type: 'number' }],
  handler: async ({ req }) => ({ output: { sent: await sendWeeklyProgressEmails(req.payload, { req }) } }),
}

/** The final report email, queued when an order is completed. */
export const finalDeliveryReportTask: TaskConfig<'finalDeliveryReport'> = {
  slug: 'finalDeliveryReport',
  label: 'Queue the final campaign report email',
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [{ name: 'order', type: 'text', required: true }],
  handler: async ({ input, req }) => {
    await sendFinalReportEmail(req.payload, idFromText(input.order), { req })
    return { output: {} }
  },
}

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
      throw new Error(`${result.failedCalls} videos.batchGetStats batch(es) failed; the videos still missing today are retried later`)
    return { output: { recorded: result.recorded, calls: result.calls } }
  },
}
