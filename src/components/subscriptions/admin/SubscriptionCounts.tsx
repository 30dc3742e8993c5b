import Link from 'next/link'
import type { Payload } from 'payload'

type Props = { payload: Payload }

/**
 * Above the subscribers list: how many are subscribed, waiting for confirmation and suppressed, and
 * the link to the CSV export (decision 018). The last mailings' figures are in Subscription Digests.
 */
export async function SubscriptionCounts({ payload }: Props) {
  const count = async (collection: 'subscribers' | 'subscription-suppressions', where = {}) =>
    (await payload.count({ collection, where, overrideAccess: true })).totalDocs
  const [subscribed, pending, suppressed] = await Promise.all([
    count('subscribers', { status: { equals: 'subscribed' } }),
    count('subscribers', { status: { equals: 'pending' } }),
    count('subscription-suppressions'),
  ])
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
