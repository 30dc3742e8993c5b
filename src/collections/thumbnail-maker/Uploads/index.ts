import path from 'node:path'

import { nameUploadOnServer } from './hooks/nameUploadOnServer'
import { env } from '@/lib/env'
import { fileRouteGuard } from '@/lib/uploads/file-route-guard'

import { ownedCollection } from '@/collections/owned'
import { usedByField } from '@/fields/usedBy'

/**
 * Images customers upload into the thumbnail maker. Unlike site media they are private: they are
 * stored outside every public folder (UPLOADS_DIR, not MEDIA_DIR), under names the server picks, and
 * Payload's file route applies the owner-or-staff read access, so only the owner and staff load them.
 */
export const Uploads = ownedCollection({
  slug: 'uploads',
  admin: { group: 'Thumbnail maker', defaultColumns: ['filename', 'owner', 'createdAt'] },
  hooks: { beforeOperation: [nameUploadOnServer] },
  upload: {
    staticDir: path.resolve(env.UPLOADS_DIR),
    handlers: [fileRouteGuard(path.resolve(env.UPLOADS_DIR))],
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
    // Larger pictures than twice the canvas only slow the editor down.
    resizeOptions: { width: 2560, height: 2560, fit: 'inside', withoutEnlargement: true },
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'private, max-age=3600')
      return headers
    },
  },
  fields: [{ name: 'alt', type: 'text', maxLength: 200 }, usedByField],
})
