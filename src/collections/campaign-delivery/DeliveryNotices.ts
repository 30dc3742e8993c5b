import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'

/**
 * One document per delivery email sent (weekly progress, final report), keyed uniquely by order and
 * week: creating it is what claims the email, so two job runs can never send the same week twice.
 */
export const DeliveryNotices: CollectionConfig = {
  slug: 'delivery-notices',
  admin: { group: 'Campaign delivery', hidden: true },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true },
    { name: 'kind', type: 'select', required: true, options: ['weekly', 'final'] },
  ],
}
