import type { TaskConfig } from 'payload'

import { expireDueOrders } from '@/lib/commerce/lifecycle'
import { SCHEDULED_QUEUE } from '@/jobs/runners'

/**
 * Expires orders left unpaid past their payment window (ORDER_PAYMENT_WINDOW_HOURS) and closes their
 * payment pages. Scheduled every five minutes; the queue runs one at a time per schedule.
 */
export const expireUnpaidOrdersTask: TaskConfig<'expireUnpaidOrders'> = {
  slug: 'expireUnpaidOrders',
  label: 'Expire unpaid orders',
  schedule: [{ cron: '0 */5 * * * *', queue: SCHEDULED_QUEUE }],
  retries: 2,
  outputSchema: [{ name: 'expired', type: 'json' }],
  handler: async ({ req }) => {
    const { expired } = await expireDueOrders(req.payload)
    return { output: { expired } }
  },
}
