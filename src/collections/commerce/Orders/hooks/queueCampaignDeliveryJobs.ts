import type { CollectionAfterChangeHook } from 'payload'

import type { Order } from '@/payload-types'

/**
 * The delivery work an order's status starts: payment records the video's public counters as the
 * baseline, completion sends the final report. Both are queued, never run inline.
 */
export const queueCampaignDeliveryJobs: CollectionAfterChangeHook<Order> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || previousDoc?.status === doc.status) return doc
  if (doc.status === 'paid') await req.payload.jobs.queue({ task: 'trackVideoViews', input: { order: String(doc.id) }, req })
  if (doc.status === 'completed' && !req.context.disableEmails)
    await req.payload.jobs.queue({ task: 'finalDeliveryReport', input: { order: String(doc.id) }, req })
  return doc
}
