import { validateDesign } from './hooks/validateDesign'

import { ownedCollection } from '@/collections/owned'

const PREVIEW = /^data:image\/jpeg;base64,[A-Za-z0-9+/]+={0,2}$/

/** Thumbnail maker designs saved by signed-in users (the document model is validated on save). */
export const ThumbnailDesigns = ownedCollection({
  slug: 'thumbnail-designs',
  admin: { group: 'Thumbnail maker', useAsTitle: 'name', defaultColumns: ['name', 'owner', 'updatedAt'] },
  hooks: { beforeValidate: [validateDesign] },
  defaultSort: '-updatedAt',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 80 },
    {
      name: 'design',
      type: 'json',
      required: true,
      admin: { components: { Field: '/src/components/admin/JsonValueField#JsonValueField' } },
    },
    {
      name: 'preview',
      type: 'textarea',
      admin: { description: 'A small JPEG of the design for the dashboard list.' },
      validate: (value: string | null | undefined) =>
        !value || (value.length <= 150_000 && PREVIEW.test(value)) ? true : 'The preview must be a small JPEG data URL.',
    },
  ],
})
