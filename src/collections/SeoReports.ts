import type { CollectionConfig } from 'payload'

import { ownerOrStaff } from '@/access/ownerOrStaff'
import { signedIn } from '@/access/signedIn'
import { ownerField } from '@/fields/owner'
import { setOwner } from '@/hooks/setOwner'

/** SEO analyses saved by signed-in users; two versions of a video's metadata can be compared. */
export const SeoReports: CollectionConfig = {
  slug: 'seo-reports',
  admin: { group: 'Tools', useAsTitle: 'title', defaultColumns: ['title', 'score', 'videoId', 'owner', 'createdAt'] },
  access: { read: ownerOrStaff, create: signedIn, update: ownerOrStaff, delete: ownerOrStaff },
  hooks: { beforeChange: [setOwner] },
  defaultSort: '-createdAt',
  fields: [
    ownerField,
    { name: 'title', type: 'text', required: true, maxLength: 300 },
    { name: 'videoId', type: 'text', index: true, maxLength: 11 },
    { name: 'keyword', type: 'text', maxLength: 100 },
    { name: 'score', type: 'number', required: true, min: 0, max: 100 },
    { name: 'input', type: 'json', required: true, admin: { components: { Field: '/src/components/admin/JsonValueField#JsonValueField' } } },
    { name: 'report', type: 'json', required: true, admin: { components: { Field: '/src/components/admin/JsonValueField#JsonValueField' } } },
  ],
}
