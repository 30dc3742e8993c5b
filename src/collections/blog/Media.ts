import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { revalidateCollection } from '@/hooks/revalidateCollection'
import { cacheTags } from '@/lib/cache/tags'
import { env } from '@/lib/env'
import { fileRouteGuard } from '@/lib/uploads/file-route-guard'
import { usedByField } from '@/fields/usedBy'

const webp = { format: 'webp' as const, options: { quality: 78 } }
// The original is kept for the admin and as the fallback of an image smaller than every size; no page
// shows it. libwebp's effort 2 encodes it 2.5× faster for ~5 % more bytes (docs/features.md).
const originalWebp = { format: 'webp' as const, options: { quality: 78, effort: 2 } }

/** Images used by the site's content (posts, authors, services). Customers' own uploads live elsewhere. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Blog', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  access: {
    read: anyone,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  hooks: revalidateCollection(cacheTags.media),
  upload: {
    staticDir: env.MEDIA_DIR,
    handlers: [fileRouteGuard(env.MEDIA_DIR)],
    mimeTypes: ['image/*'],
    focalPoint: true,
    formatOptions: originalWebp,
    imageSizes: [
      { name: 'thumb', width: 320, height: 180, formatOptions: webp },
      { name: 'card', width: 640, height: 360, formatOptions: webp },
      // Phones: a card or an article image spans the screen, 360–412 px at 1.75–2.5× (630–1030 px);
      // without it they fetched the 1280 px size for anything over 640.
      { name: 'cardLarge', width: 960, height: 540, formatOptions: webp },
      { name: 'hero', width: 1280, height: 720, formatOptions: webp },
      { name: 'og', width: 1200, height: 630, formatOptions: { format: 'jpeg', options: { quality: 82 } } },
      { name: 'avatar', width: 160, height: 160, formatOptions: webp },
    ],
    adminThumbnail: 'thumb',
    // Files are immutable once uploaded (a re-upload gets a new name); let browsers keep them a day.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800')
      return headers
    },
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: { description: 'What the image shows, for people who cannot see it. Required.' },
    },
    { name: 'caption', type: 'text', maxLength: 300 },
    usedByField,
  ],
}
