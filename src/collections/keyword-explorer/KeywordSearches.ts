import { ownedCollection } from '@/collections/owned'
import { validateWith } from '@/fields/zodJson'
import { searchHistoryKeywordsSchema } from '@/tools/keyword-explorer/schema'

/** A signed-in user's keyword explorer history: each search with its top results. */
export const KeywordSearches = ownedCollection({
  slug: 'keyword-searches',
  admin: { group: 'Keyword explorer', useAsTitle: 'seed', defaultColumns: ['seed', 'language', 'country', 'owner', 'createdAt'] },
  defaultSort: '-createdAt',
  fields: [
    { name: 'seed', type: 'text', required: true, maxLength: 100 },
    { name: 'language', type: 'text', required: true, maxLength: 10 },
    { name: 'country', type: 'text', required: true, maxLength: 10 },
    { name: 'keywordCount', type: 'number', required: true, min: 0 },
    {
      name: 'topKeywords',
      type: 'json',
      validate: validateWith(searchHistoryKeywordsSchema),
      admin: {
        description: 'The best keywords of the search, as shown in the table.',
        components: { Field: '/src/components/admin/JsonValueField#JsonValueField' },
      },
    },
  ],
})
