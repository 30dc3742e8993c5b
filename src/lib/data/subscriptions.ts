import 'server-only'

import { idFromText } from '@/lib/campaign-delivery/campaign'
import { env } from '@/lib/env'
import { payloadClient } from '@/lib/payload/client'
import { verifyToken } from '@/lib/subscriptions/tokens'
import type { Subscriber, User } from '@/payload-types'

/**
 * The subscriber a preferences or unsubscribe link is for, or null when the link is not valid (any
 * more). The signed token is the visitor's credential here, not a session (decision 018), so the read
 * runs with access control off once the token has been checked.
 */
export async function subscriberForManageToken(token: string): Promise<Subscriber | null> {
  const check = verifyToken(token, 'manage', env.PAYLOAD_SECRET)
  if (!check.ok) return null
  const payload = await payloadClient()
  const subscriber = await payload.findByID({ collection: 'subscribers', id: idFromText(check.claims.subscriber), depth: 0, disableErrors: true })
  return subscriber && subscriber.manageNonce === check.claims.nonce ? subscriber : null
}

/** How many are subscribed, waiting for confirmation and suppressed: the admin's figures above the subscribers. */
export async function getSubscriptionCounts(user: User) {
  const payload = await payloadClient()
  const count = async (collection: 'subscribers' | 'subscription-suppressions', where = {}) =>
    (await payload.count({ collection, where, user, overrideAccess: false })).totalDocs
  const [subscribed, pending, suppressed] = await Promise.all([
    count('subscribers', { status: { equals: 'subscribed' } }),
    count('subscribers', { status: { equals: 'pending' } }),
    count('subscription-suppressions'),
  ])
  return { subscribed, pending, suppressed }
}
