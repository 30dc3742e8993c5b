import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'

/**
 * Data API calls per quota day (Pacific time), feature and method: calls made, their units, and calls
 * refused for want of quota (decision 025). Written only by the quota counter (lib/youtube/quota.ts),
 * one atomic upsert per charge; read by admins in the "YouTube quota use" view. Feature and method are
 * text, not selects: a feature or method added to the table needs no migration (PostgreSQL enum).
 */
export const YouTubeQuotaUse: CollectionConfig = {
  slug: 'youtube-quota-use',
  labels: { singular: 'Quota use record', plural: 'Quota use records' },
  graphQL: { singularName: 'YouTubeQuotaUse', pluralName: 'YouTubeQuotaUses' },
  admin: { group: 'YouTube', useAsTitle: 'day', defaultColumns: ['day', 'feature', 'method', 'calls', 'units', 'refused'] },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  indexes: [{ fields: ['day', 'feature', 'method'], unique: true }],
  fields: [
    { name: 'day', type: 'text', required: true },
    { name: 'feature', type: 'text', required: true },
    { name: 'method', type: 'text', required: true },
    { name: 'calls', type: 'number', required: true, defaultValue: 0, min: 0 },
    { name: 'units', type: 'number', required: true, defaultValue: 0, min: 0 },
    { name: 'refused', type: 'number', required: true, defaultValue: 0, min: 0 },
  ],
}
