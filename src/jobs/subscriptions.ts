import type { TaskConfig } from 'payload'

import { SCHEDULED_QUEUE } from '@/jobs/runners'
import {
  deleteUnconfirmedSubscriptions,
  markDeliveryFailed,
  queuePostMailing,
  queueWeeklyDigest,
  SEND_ATTEMPTS,
  sendDelivery,
} from '@/lib/subscriptions/mailing'

/* The subscriptions feature's queued tasks (decision 018): mailings, their emails, and the clean-up. */

/** The week's digest, Monday 08:00 UTC; a second run (or instance) of the same week queues only what is missing. */
export const weeklySubscriptionDigestTask: TaskConfig<'weeklySubscriptionDigest'> = {
  slug: 'weeklySubscriptionDigest',
  label: 'Queue the weekly subscription digest',
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  schedule: [{ cron: '0 0 8 * * 1', queue: SCHEDULED_QUEUE }],
  outputSchema: [{ name: 'queued', type: 'number' }],
  handler: async ({ req }) => ({ output: { queued: await queueWeeklyDigest(req.payload, { req }) } }),
}

/** A post sent on its own when it is published with "Email to subscribers" ticked. */
export const subscriptionPostEmailTask: TaskConfig<'subscriptionPostEmail'> = {
  slug: 'subscriptionPostEmail',
  label: 'Queue a post’s email to subscribers',
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  inputSchema: [{ name: 'post', type: 'text', required: true }],
  outputSchema: [{ name: 'queued', type: 'number' }],
  handler: async ({ input, req }) => ({ output: { queued: await queuePostMailing(req.payload, input.post, { req }) } }),
}

/** One subscriber's email of a mailing, claimed before it is sent (lib/subscriptions/mailing.ts). */
export const sendSubscriptionEmailTask: TaskConfig<'sendSubscriptionEmail'> = {
  slug: 'sendSubscriptionEmail',
  label: 'Send a subscription email',
  retries: { attempts: SEND_ATTEMPTS, backoff: { type: 'exponential', delay: 10_000 } },
  inputSchema: [
    { name: 'digest', type: 'text', required: true },
    { name: 'subscriber', type: 'text', required: true },
  ],
  handler: async ({ input, job, req }) => {
    await sendDelivery(req.payload, { ...input, job: job.id }, { req })
    return { output: {} }
  },
  onFail: async ({ input, job, req, taskStatus }) => {
    if ((taskStatus?.totalTried ?? 0) < SEND_ATTEMPTS) return
    const { digest, subscriber } = input as { digest: string; subscriber: string }
    await markDeliveryFailed(req.payload, { digest, subscriber, job: job.id }, { req })
  },
}

/** Subscriptions never confirmed are deleted after seven days (the privacy policy says so). */
export const deleteUnconfirmedSubscriptionsTask: TaskConfig<'deleteUnconfirmedSubscriptions'> = {
  slug: 'deleteUnconfirmedSubscriptions',
  label: 'Delete unconfirmed subscriptions',
  schedule: [{ cron: '0 30 3 * * *', queue: SCHEDULED_QUEUE }],
  outputSchema: [{ name: 'deleted', type: 'number' }],
  handler: async ({ req }) => ({ output: { deleted: await deleteUnconfirmedSubscriptions(req.payload, { req }) } }),
}
