import type { CollectionConfig } from 'payload'

import { ownerOrStaff } from '@/access/ownerOrStaff'
import { signedIn } from '@/access/signedIn'
import { ownerField } from '@/fields/owner'
import { setOwner } from '@/hooks/setOwner'

/** A signed-in user's keyword explorer history: each search with its top results. */
export const KeywordSearches: CollectionConfig = {
  slug: 'keyword-searches',
  admin: { group: 'Tools', useAsTitle: 'seed', defaultColumns: ['seed', 'language', 'country', 'owner', 'createdAt'] },
  access: { read: ownerOrStaff, create: signedIn, update: ownerOrStaff, delete: ownerOrStaff },
  hooks: { beforeChange: [setOwner] },
  defaultSort: '-createdAt',
  fields: [
    ownerField,
    { name: 'seed', type: 'text', required: true, maxLength: 100 },
    { name: 'language', type: 'text', required: true, maxLength: 10 },
    { name: 'country', type: 'text', required: true, maxLength: 10 },
    { name: 'keywordCount', type: 'number', required: true, min: 0 },
    { name: 'topKeywords', type: 'json', admin: { description: 'The best keywords of the search, as shown in the table.', components: { Field: '/src/components/admin/JsonValueField#JsonValueField' } } },
  ],
}
