import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'

/** Data API quota spent per day (Pacific time, as YouTube counts it) and bucket. */
export const YouTubeQuota: CollectionConfig = {
  slug: 'youtube-quota',
  admin: { group: 'YouTube', useAsTitle: 'day', defaultColumns: ['day', 'bucket', 'used'] },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  indexes: [{ fields: ['day', 'bucket'], unique: true }],
  fields: [
    { name: 'day', type: 'text', required: true },
    { name: 'bucket', type: 'select', required: true, options: ['units', 'search'] },
    { name: 'used', type: 'number', required: true, defaultValue: 0, min: 0 },
  ],
}
