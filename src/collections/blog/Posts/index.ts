import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { publishedOrStaff } from '@/access/publishedOrStaff'
import { articleEditor } from '@/fields/richText'
import { slugField } from '@/fields/slug'
import { revalidateDeletedPost, revalidatePost } from './hooks/revalidatePost'
import { setContentReferences } from './hooks/setContentReferences'
import { setPostTextFields } from './hooks/setPostTextFields'
import { setPublishedAt } from './hooks/setPublishedAt'
import { syncSeoMeta } from './hooks/syncSeoMeta'
import { previewUrl } from '@/lib/blog/preview'
import { usedByField } from '@/fields/usedBy'

/** Segments under /blog that belong to the site's own routes. */
export const RESERVED_POST_SLUGS = ['page', 'search', 'author', 'category', 'tag', 'feed'] as const

export const Posts: CollectionConfig = {
  slug: 'posts',
  admin: {
    useAsTitle: 'title',
    group: 'Blog',
    defaultColumns: ['title', '_status', 'publishedAt', 'updatedAt'],
    livePreview: { url: ({ data }) => previewUrl(`/blog/${data?.slug ?? ''}`) },
    preview: (doc) => previewUrl(`/blog/${doc?.slug ?? ''}`),
  },
  access: {
    read: publishedOrStaff,
    readVersions: isStaff,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  defaultSort: '-publishedAt',
  // Every listing filters on published and sorts by date (Payload adds createdAt to break ties): with
  // this index SQLite reads the page it needs instead of sorting all posts (decision 005).
  indexes: [{ fields: ['_status', 'publishedAt', 'createdAt'] }],
  versions: {
    drafts: { autosave: { interval: 800 }, schedulePublish: true },
    maxPerDoc: 30,
  },
  hooks: {
    beforeChange: [setPostTextFields, setContentReferences, setPublishedAt, syncSeoMeta],
    afterChange: [revalidatePost],
    afterDelete: [revalidateDeletedPost],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    {
      name: 'excerpt',
      type: 'textarea',
      required: true,
      maxLength: 300,
      admin: { description: 'One or two sentences shown on listings and as the default search description.' },
    },
    { name: 'heroImage', type: 'upload', relationTo: 'media' },
    { name: 'content', type: 'richText', editor: articleEditor, required: true },
    slugField({ reserved: RESERVED_POST_SLUGS }),
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'Set automatically when first published.',
      },
    },
    {
      name: 'authors',
      type: 'relationship',
      relationTo: 'authors',
      hasMany: true,
      required: true,
      minRows: 1,
      admin: { position: 'sidebar' },
    },
    { name: 'categories', type: 'relationship', relationTo: 'categories', hasMany: true, admin: { position: 'sidebar' } },
    { name: 'tags', type: 'relationship', relationTo: 'tags', hasMany: true, admin: { position: 'sidebar' } },
    {
      name: 'readingTime',
      type: 'number',
      admin: { position: 'sidebar', readOnly: true, description: 'Minutes, computed from the content.' },
    },
    { name: 'contentText', type: 'textarea', admin: { hidden: true } },
    // What the content points at, kept by setContentReferences: deleting one of them is refused.
    { name: 'contentImages', type: 'relationship', relationTo: 'media', hasMany: true, admin: { hidden: true } },
    { name: 'contentLinks', type: 'relationship', relationTo: 'posts', hasMany: true, admin: { hidden: true } },
    usedByField,
  ],
}
