import Link from 'next/link'
import type { BeforeListTableServerProps } from 'payload'

import { getSubscriptionCounts } from '@/lib/data/subscriptions'
import type { User } from '@/payload-types'

/**
 * Above the subscribers list: how many are subscribed, waiting for confirmation and suppressed, and
 * the link to the CSV export (decision 018). The last mailings' figures are in Subscription Digests.
 * The list is shown only to those who may read subscribers; the counts are read as them.
 */
export async function SubscriptionCounts({ user }: BeforeListTableServerProps) {
  if (!user) return null
  const { subscribed, pending, suppressed } = await getSubscriptionCounts(user as User)
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1.5rem', alignItems: 'baseline', marginBottom: '1.5rem' }}>
      <p>
        <strong>{subscribed}</strong> subscribed · <strong>{pending}</strong> waiting for confirmation · <strong>{suppressed}</strong> on
        the suppression list
      </p>
      <Link href="/api/subscriptions/export" prefetch={false}>
        Export subscribers (CSV)
      </Link>
      <Link href="/admin/collections/subscription-digests">Last digests</Link>
    </div>
  )
}
