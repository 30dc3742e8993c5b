import type { CollectionConfig } from 'payload'

import { ownerOrStaff } from '@/access/ownerOrStaff'
import { signedIn } from '@/access/signedIn'
import { ownerField } from '@/fields/owner'
import { setOwner } from '@/hooks/setOwner'

/** Keywords a signed-in user chose to keep, in named lists. */
export const KeywordLists: CollectionConfig = {
  slug: 'keyword-lists',
  admin: { group: 'Tools', useAsTitle: 'name', defaultColumns: ['name', 'owner', 'updatedAt'] },
  access: { read: ownerOrStaff, create: signedIn, update: ownerOrStaff, delete: ownerOrStaff },
  hooks: { beforeChange: [setOwner] },
  defaultSort: '-updatedAt',
  fields: [
    ownerField,
    { name: 'name', type: 'text', required: true, maxLength: 80 },
    { name: 'seed', type: 'text', maxLength: 100 },
    { name: 'keywords', type: 'json', required: true, admin: { components: { Field: '/src/components/admin/JsonValueField#JsonValueField' } } },
  ],
}
