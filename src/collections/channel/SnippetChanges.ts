import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { ownerOnly } from '@/access/ownerOnly'
import { videoChangeFields } from '@/fields/videoChange'

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
  fields: videoChangeFields({ applied: 'Applied', undone: 'Undone' }, [
    { name: 'before', type: 'json', required: true, admin: { description: 'The live snippet read for the review.', ...jsonField } },
    { name: 'after', type: 'json', required: true, admin: { description: 'The whole snippet sent to YouTube.', ...jsonField } },
  ]),
}
