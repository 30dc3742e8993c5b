import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { QUOTA_COLLECTION } from '@/lib/accounts/quotas'

/**
 * How much each customer keeps of each kind of record (lib/accounts/quotas.ts): one counter per owner
 * and kind, changed only by single conditional statements in the database, so that parallel writes
 * (several instances included) cannot pass a quota. Server code only; admins may read it.
 */
export const AccountQuotas: CollectionConfig = {
  slug: QUOTA_COLLECTION,
  admin: { hidden: true },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['owner', 'scope'], unique: true }],
  fields: [
    { name: 'owner', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'scope', type: 'text', required: true },
    { name: 'records', type: 'number', required: true, defaultValue: 0 },
    { name: 'bytes', type: 'number', required: true, defaultValue: 0 },
  ],
}
