import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { ownerOnly } from '@/access/ownerOnly'
import { ownerField } from '@/fields/owner'

const jsonField = { components: { Field: '/src/components/admin/JsonValueField#JsonValueField' } }

/**
 * A fix to a video's title, description and tags (decision 021): reviewed against the live snippet
 * (`before`, as read for the review), applied (`after` sent whole to videos.update), undone. Kept 30
 * days for undo and the video's history. Only its owner reads it; only the server writes.
 */
export const SnippetChanges: CollectionConfig = {
  slug: 'snippet-changes',
  admin: { group: 'Channel', useAsTitle: 'videoId', defaultColumns: ['videoId', 'status', 'owner', 'appliedAt', 'createdAt'] },
  access: { read: ownerOnly, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    ownerField,
    { name: 'channel', type: 'relationship', relationTo: 'channels', required: true, index: true },
    { name: 'videoId', type: 'text', required: true, index: true, maxLength: 11 },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'review',
      options: [
        { label: 'In review', value: 'review' },
        { label: 'Applied', value: 'applied' },
        { label: 'Undone', value: 'undone' },
      ],
    },
    { name: 'before', type: 'json', required: true, admin: { description: 'The live snippet read for the review.', ...jsonField } },
    { name: 'after', type: 'json', required: true, admin: { description: 'The whole snippet sent to YouTube.', ...jsonField } },
    { name: 'appliedAt', type: 'date' },
    { name: 'undoneAt', type: 'date' },
  ],
}
