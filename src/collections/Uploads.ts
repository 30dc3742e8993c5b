import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { ownerOrStaff } from '@/access/ownerOrStaff'
import { signedIn } from '@/access/signedIn'
import { ownerField } from '@/fields/owner'
import { setOwner } from '@/hooks/setOwner'
import { env } from '@/lib/env'

/**
 * Images customers upload into the thumbnail maker. Unlike site media they are private: Payload's
 * file route applies the read access below, so only the owner and staff can load them.
 */
export const Uploads: CollectionConfig = {
  slug: 'uploads',
  admin: { group: 'Tools', defaultColumns: ['filename', 'owner', 'createdAt'] },
  access: { read: ownerOrStaff, create: signedIn, update: ownerOrStaff, delete: ownerOrStaff },
  hooks: { beforeChange: [setOwner] },
  upload: {
    staticDir: path.join(env.MEDIA_DIR, 'uploads'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
    // Larger pictures than twice the canvas only slow the editor down.
    resizeOptions: { width: 2560, height: 2560, fit: 'inside', withoutEnlargement: true },
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'private, max-age=3600')
      return headers
    },
  },
  fields: [ownerField, { name: 'alt', type: 'text', maxLength: 200 }],
}
