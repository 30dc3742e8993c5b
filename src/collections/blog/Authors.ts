import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { slugField } from '@/fields/slug'
import { revalidateCollection } from '@/hooks/revalidateCollection'
import { cacheTags } from '@/lib/cache/tags'
import { usedByField } from '@/fields/usedBy'

export const Authors: CollectionConfig = {
  slug: 'authors',
  admin: { useAsTitle: 'name', group: 'Blog', defaultColumns: ['name', 'role', 'slug'] },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidateCollection(cacheTags.authors),
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 80 },
    slugField({ from: 'name' }),
    { name: 'role', type: 'text', maxLength: 80, admin: { description: 'Shown under the name, e.g. "Video Producer".' } },
    { name: 'bio', type: 'textarea', maxLength: 600 },
    { name: 'avatar', type: 'upload', relationTo: 'media' },
    {
      name: 'links',
      type: 'array',
      maxRows: 6,
      fields: [
        { name: 'label', type: 'text', required: true, maxLength: 40 },
        {
          name: 'url',
          type: 'text',
          required: true,
          validate: (v: string | null | undefined) => (/^https:\/\//.test(v ?? '') ? true : 'Use a full https:// link.'),
        },
      ],
    },
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      admin: { position: 'sidebar', description: 'The staff account that writes as this author, if any.' },
    },
    usedByField,
  ],
}
