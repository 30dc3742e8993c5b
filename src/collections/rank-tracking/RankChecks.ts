import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { ownerOnly } from '@/access/ownerOnly'
import { ownerField } from '@/fields/owner'

/**
 * One day's check of a tracked keyword (decision 023): the video's position in the first 50 search
 * results, or empty when it was not among them. One per keyword and quota day (a unique index), so a
 * run that resumes after a failure can never count a day twice. Only the owner reads them.
 */
export const RankChecks: CollectionConfig = {
  slug: 'rank-checks',
  admin: { group: 'Channel', useAsTitle: 'day', defaultColumns: ['keyword', 'day', 'position', 'owner'] },
  access: { read: ownerOnly, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['keyword', 'day'], unique: true }],
  defaultSort: 'day',
  fields: [
    ownerField,
    { name: 'keyword', type: 'relationship', relationTo: 'rank-keywords', required: true, index: true },
    { name: 'day', type: 'text', required: true, maxLength: 10 },
    { name: 'position', type: 'number', min: 1, max: 50, admin: { description: 'Empty: not in the top 50.' } },
    { name: 'checkedAt', type: 'date', required: true },
  ],
}
