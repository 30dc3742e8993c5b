import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { forgetAnswer } from '@/lib/youtube/fresh-answers'

/** Every YouTube answer the tools use, kept until it expires, so repeated lookups cost no quota. */
export const YouTubeCache: CollectionConfig = {
  slug: 'youtube-cache',
  admin: { group: 'YouTube', useAsTitle: 'key', defaultColumns: ['key', 'kind', 'expiresAt'] },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  // The process's copy of fresh answers (lib/youtube/fresh-answers.ts) follows every change of a row.
  hooks: {
    afterChange: [({ doc }) => forgetAnswer(doc.key)],
    afterDelete: [({ doc }) => forgetAnswer(doc.key)],
  },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'kind', type: 'select', required: true, index: true, options: ['suggest', 'oembed', 'video', 'search', 'thumbnails'] },
    {
      name: 'value',
      type: 'json',
      required: true,
      admin: { components: { Field: '/src/components/admin/JsonValueField#JsonValueField' } },
    },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
