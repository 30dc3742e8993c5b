import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { ownerOnly } from '@/access/ownerOnly'
import { ownerOrStaff } from '@/access/ownerOrStaff'
import { ownerField } from '@/fields/owner'

/**
 * A channel on a customer's competitor watchlist (decision 024): public figures read with the API key,
 * its uploads read daily into `watched-videos`. Only the server adds and updates them; the owner
 * removes them.
 */
export const WatchedChannels: CollectionConfig = {
  slug: 'watched-channels',
  admin: { group: 'Channel', useAsTitle: 'title', defaultColumns: ['title', 'owner', 'status', 'readAt'] },
  access: { read: ownerOrStaff, create: nobody, update: nobody, delete: ownerOnly },
  indexes: [{ fields: ['owner', 'youtubeChannelId'], unique: true }],
  defaultSort: 'title',
  fields: [
    ownerField,
    { name: 'youtubeChannelId', type: 'text', required: true, index: true, maxLength: 24 },
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'handle', type: 'text', maxLength: 100 },
    { name: 'avatarUrl', type: 'text', maxLength: 500 },
    { name: 'subscribers', type: 'number', min: 0 },
    { name: 'uploadsPlaylistId', type: 'text', maxLength: 40 },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      options: [
        { label: 'Watched', value: 'active' },
        { label: 'Gone from YouTube', value: 'gone' },
      ],
    },
    { name: 'readAt', type: 'date', admin: { description: 'When its uploads were last read.' } },
    { name: 'readDay', type: 'text', index: true, maxLength: 10, admin: { description: 'The quota day (Pacific) of the last read.' } },
  ],
}
