import { validateWith } from '@/fields/zodJson'
import { keywordListSchema } from '@/tools/keyword-explorer/schema'

import { ownedCollection } from '@/collections/owned'

/** Keywords a signed-in user chose to keep, in named lists. */
export const KeywordLists = ownedCollection({
  slug: 'keyword-lists',
  admin: { group: 'Keyword explorer', useAsTitle: 'name', defaultColumns: ['name', 'owner', 'updatedAt'] },
  defaultSort: '-updatedAt',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 80 },
    { name: 'seed', type: 'text', maxLength: 100 },
    {
      name: 'keywords',
      type: 'json',
      required: true,
      validate: validateWith(keywordListSchema.shape.keywords),
      admin: { components: { Field: '/src/components/admin/JsonValueField#JsonValueField' } },
    },
  ],
})
