import type { CollectionAfterChangeHook } from 'payload'

import type { Post } from '@/payload-types'

/**
 * A post published with "Email to subscribers" ticked is queued for its own mailing (decision 018);
 * the mailing's unique key makes a second publish or save send nothing more.
 */
export const emailToSubscribers: CollectionAfterChangeHook<Post> = async ({ doc, previousDoc, req }) => {
  const wasQueued = previousDoc?._status === 'published' && previousDoc.emailSubscribers
  if (doc._status === 'published' && doc.emailSubscribers && !wasQueued)
    await req.payload.jobs.queue({ task: 'subscriptionPostEmail', input: { post: String(doc.id) }, req })
  return doc
}
