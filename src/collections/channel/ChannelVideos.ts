import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { ownerOrStaff } from '@/access/ownerOrStaff'
import { ownerField } from '@/fields/owner'

/**
 * The videos of a connected channel as last fetched, with their SEO score and failing rules (the
 * analyzer's checks): the channel home and the audit read them. Deleted with their channel.
 */
export const ChannelVideos: CollectionConfig = {
  slug: 'channel-videos',
  admin: { group: 'Channel', useAsTitle: 'title', defaultColumns: ['title', 'channel', 'seoScore', 'views', 'publishedAt'] },
  access: { read: ownerOrStaff, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['channel', 'videoId'], unique: true }],
  defaultSort: '-publishedAt',
  fields: [
    ownerField,
    { name: 'channel', type: 'relationship', relationTo: 'channels', required: true, index: true },
    { name: 'videoId', type: 'text', required: true, maxLength: 11 },
    { name: 'title', type: 'text', required: true, maxLength: 300 },
    { name: 'description', type: 'textarea', maxLength: 10_000 },
    { name: 'tags', type: 'json', admin: { components: { Field: '/src/components/admin/JsonValueField#JsonValueField' } } },
    { name: 'publishedAt', type: 'date', index: true },
    { name: 'privacy', type: 'text', maxLength: 20 },
    { name: 'durationSeconds', type: 'number', min: 0 },
    { name: 'hasCaptions', type: 'checkbox' },
    { name: 'largestThumbnail', type: 'json', admin: { components: { Field: '/src/components/admin/JsonValueField#JsonValueField' } } },
    { name: 'thumbnailUrl', type: 'text', maxLength: 500 },
    { name: 'views', type: 'number', min: 0 },
    { name: 'likes', type: 'number', min: 0 },
    { name: 'comments', type: 'number', min: 0 },
    { name: 'seoScore', type: 'number', min: 0, max: 100, index: true },
    {
      name: 'failingRules',
      type: 'json',
      admin: {
        description: 'The ids of the SEO checks this video fails.',
        components: { Field: '/src/components/admin/JsonValueField#JsonValueField' },
      },
    },
    { name: 'fetchedAt', type: 'date', required: true },
  ],
}
