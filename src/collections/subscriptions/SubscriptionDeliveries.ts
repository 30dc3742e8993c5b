import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'

/**
 * One document per (mailing, subscriber), keyed uniquely: creating it claims the email before it is
 * queued, so several instances, or a run restarted half-way, never send a subscriber the same
 * digest twice; the database decides (decision 018).
 */
export const SubscriptionDeliveries: CollectionConfig = {
  slug: 'subscription-deliveries',
  admin: { group: 'Subscriptions', hidden: true },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'digest', type: 'relationship', relationTo: 'subscription-digests', required: true, index: true },
    // Cleared when the subscriber leaves: the delivery stays in the digest's counts.
    { name: 'subscriber', type: 'relationship', relationTo: 'subscribers', index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: ['queued', 'sent', 'failed', 'cancelled'],
    },
    { name: 'sentAt', type: 'date' },
    // The queued job that claimed it: only that job's retries may send it.
    { name: 'job', type: 'text' },
  ],
}
