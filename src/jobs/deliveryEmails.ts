import type { TaskConfig } from 'payload'

import { idFromText } from '@/lib/campaign-delivery/campaign'
import { sendFinalReportEmail, sendWeeklyProgressEmails } from '@/lib/campaign-delivery/emails'
import { SCHEDULED_QUEUE } from '@/jobs/runners'

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
