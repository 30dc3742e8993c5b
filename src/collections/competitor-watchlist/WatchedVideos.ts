import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { ownerOrStaff } from '@/access/ownerOrStaff'
import { ownerField } from '@/fields/owner'

/**
 * A recent upload of a watched channel as last read (decision 024): its views and outlier score
 * against the channel's usual. Replaced at each read, deleted with its channel or once older than the
 * read window.
 */
export const WatchedVideos: CollectionConfig = {
  slug: 'watched-videos',
  admin: { group: 'Channel', useAsTitle: 'title', defaultColumns: ['title', 'watchedChannel', 'views', 'outlierScore', 'publishedAt'] },
  access: { read: ownerOrStaff, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['watchedChannel', 'videoId'], unique: true }],
  defaultSort: '-outlierScore',
  fields: [
    ownerField,
    { name: 'watchedChannel', type: 'relationship', relationTo: 'watched-channels', required: true, index: true },
    { name: 'videoId', type: 'text', required: true, maxLength: 11 },
    { name: 'title', type: 'text', required: true, maxLength: 300 },
    { name: 'thumbnailUrl', type: 'text', maxLength: 500 },
    { name: 'publishedAt', type: 'date', required: true, index: true },
    { name: 'views', type: 'number', required: true, min: 0 },
    {
      name: 'outlierScore',
      type: 'number',
      min: 0,
      index: true,
      admin: { description: 'Views against the channel’s usual at the same age.' },
    },
    { name: 'readAt', type: 'date', required: true },
  ],
}
