import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { PROVIDER_NAMES } from '@/commerce/status'

/** Payment provider events already handled: each event id is processed once, however often it arrives. */
export const PaymentEvents: CollectionConfig = {
  slug: 'payment-events',
  admin: { group: 'Commerce', useAsTitle: 'eventId', defaultColumns: ['eventId', 'type', 'order', 'createdAt'] },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'eventId', type: 'text', required: true, unique: true, index: true },
    { name: 'provider', type: 'select', required: true, options: [...PROVIDER_NAMES] },
    { name: 'type', type: 'text', required: true },
    { name: 'order', type: 'relationship', relationTo: 'orders' },
  ],
}
