import type { CollectionConfig } from 'payload'

import { ownerOrStaff } from '@/access/ownerOrStaff'
import { signedIn } from '@/access/signedIn'
import { ownerField } from '@/fields/owner'
import { setOwner } from '@/hooks/setOwner'

/** The videos whose thumbnails a signed-in user looked up, newest first. */
export const ThumbnailDownloads: CollectionConfig = {
  slug: 'thumbnail-downloads',
  admin: { group: 'Tools', useAsTitle: 'title', defaultColumns: ['title', 'videoId', 'owner', 'createdAt'] },
  access: { read: ownerOrStaff, create: signedIn, update: ownerOrStaff, delete: ownerOrStaff },
  hooks: { beforeChange: [setOwner] },
  defaultSort: '-createdAt',
  fields: [
    ownerField,
    { name: 'videoId', type: 'text', required: true, index: true, maxLength: 11 },
    { name: 'title', type: 'text', required: true, maxLength: 300 },
    { name: 'channel', type: 'text', maxLength: 200 },
  ],
}
