import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { slugField } from '@/fields/slug'
import { revalidateCollection } from '@/hooks/revalidateCollection'
import { cacheTags } from '@/lib/cache/tags'
import { usedByField } from '@/fields/usedBy'

export const Tags: CollectionConfig = {
  slug: 'tags',
  admin: { useAsTitle: 'title', group: 'Blog', defaultColumns: ['title', 'slug'] },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidateCollection(cacheTags.tags),
  fields: [{ name: 'title', type: 'text', required: true, maxLength: 60 }, slugField(), usedByField],
}
