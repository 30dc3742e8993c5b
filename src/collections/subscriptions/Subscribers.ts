import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { nobodyField } from '@/access/nobodyField'

/**
 * Readers who asked for the blog by email (decision 018). A subscriber is `pending` until the link in
 * the confirmation email is followed, and nothing else is sent before; pending ones are deleted after
 * seven days. Leaving deletes the record and keeps only a hashed suppression entry.
 */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  admin: {
    group: 'Subscriptions',
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'topics', 'source', 'confirmedAt'],
    description: 'Readers who subscribed to the blog by email. They join and leave themselves; remove one to stop sending to them.',
    components: { beforeListTable: ['@/components/subscriptions/admin/SubscriptionCounts#SubscriptionCounts'] },
  },
  // Subscribing, confirming and leaving go through the site's own routes (lib/services/subscriptions).
  access: { read: isStaff, create: nobody, update: isStaff, delete: isStaff },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, access: { update: nobodyField } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'Waiting for confirmation', value: 'pending' },
        { label: 'Subscribed', value: 'subscribed' },
      ],
      access: { update: nobodyField },
    },
    {
      name: 'topics',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      admin: { description: 'The categories they chose; none means every new post.' },
    },
    { name: 'source', type: 'text', maxLength: 300, admin: { readOnly: true, description: 'The page they subscribed from.' } },
    { name: 'user', type: 'relationship', relationTo: 'users', index: true, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'confirmedAt', type: 'date', index: true, admin: { readOnly: true, position: 'sidebar' } },
    // The current confirmation link's nonce (single use: cleared when followed) and when it expires.
    { name: 'confirmNonce', type: 'text', access: { read: nobodyField, update: nobodyField }, admin: { hidden: true } },
    { name: 'confirmExpiresAt', type: 'date', access: { read: nobodyField, update: nobodyField }, admin: { hidden: true } },
    // Carried by every preferences and unsubscribe link; gone with the record when they leave.
    { name: 'manageNonce', type: 'text', required: true, access: { read: nobodyField, update: nobodyField }, admin: { hidden: true } },
  ],
}
