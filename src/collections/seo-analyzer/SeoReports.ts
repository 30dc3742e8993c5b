import { validateWith } from '@/fields/zodJson'
import { seoInputSchema, seoReportSchema } from '@/tools/seo-analyzer/schema'

import { ownedCollection } from '@/collections/owned'

/** SEO analyses saved by signed-in users; two versions of a video's metadata can be compared. */
export const SeoReports = ownedCollection({
  slug: 'seo-reports',
  admin: { group: 'SEO analyzer', useAsTitle: 'title', defaultColumns: ['title', 'score', 'videoId', 'owner', 'createdAt'] },
  defaultSort: '-createdAt',
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 300 },
    { name: 'videoId', type: 'text', index: true, maxLength: 11 },
    { name: 'keyword', type: 'text', maxLength: 100 },
    { name: 'score', type: 'number', required: true, min: 0, max: 100 },
    {
      name: 'input',
      type: 'json',
      required: true,
      validate: validateWith(seoInputSchema),
      admin: { components: { Field: '/src/components/admin/JsonValueField#JsonValueField' } },
    },
    {
      name: 'report',
      type: 'json',
      required: true,
      validate: validateWith(seoReportSchema),
      admin: { components: { Field: '/src/components/admin/JsonValueField#JsonValueField' } },
    },
  ],
})
