import type { CollectionConfig, TextField } from 'payload'

import { nobody } from '@/access/nobody'
import { ownerOnly } from '@/access/ownerOnly'
import { videoChangeFields } from '@/fields/videoChange'

/** Base64 of an image of at most 2 MB, the largest thumbnails.set takes (decision 022). */
const imageField = (name: string, description: string): TextField => ({
  name,
  type: 'text',
  required: true,
  maxLength: 2_800_000,
  admin: { hidden: true, description },
})

const typeField = (name: string): TextField => ({ name, type: 'text', required: true, maxLength: 20, admin: { readOnly: true } })

/**
 * A new thumbnail for a video of a connected channel (decision 022): reviewed beside the one live
 * (`before`, downloaded from YouTube's image host and downloaded again just before the write), set
 * (`after` sent to thumbnails.set), put back (`before` sent again). The images' bytes are kept here,
 * so a change and its images go together: after 30 days, or with the channel or account. Only its
 * owner reads it; only the server writes.
 */
export const ThumbnailChanges: CollectionConfig = {
  slug: 'thumbnail-changes',
  admin: { group: 'Channel', useAsTitle: 'videoId', defaultColumns: ['videoId', 'status', 'owner', 'appliedAt', 'createdAt'] },
  access: { read: ownerOnly, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: videoChangeFields({ applied: 'Set on YouTube', undone: 'Put back' }, [
    imageField('before', 'The thumbnail that was live, as YouTube served it.'),
    typeField('beforeType'),
    imageField('after', 'The new thumbnail sent to YouTube.'),
    typeField('afterType'),
  ]),
}
