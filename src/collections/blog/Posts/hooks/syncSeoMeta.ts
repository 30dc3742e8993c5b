import type { CollectionBeforeChangeHook } from 'payload'

import { isGeneratedDescription, isGeneratedTitle, metaDescriptionFor, metaTitleFor } from '@/lib/blog/seo-meta'

type Meta = { title?: string | null; description?: string | null; image?: unknown }

/**
 * A post's SEO title and description follow its title and excerpt until someone writes them by hand:
 * while the stored meta is empty or still what was generated from the previous title/excerpt, it is
 * generated again (at the lengths the SEO plugin checks). A hand-written value is never touched.
 */
export const syncSeoMeta: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const title = (data.title ?? originalDoc?.title) as string | undefined
  const excerpt = (data.excerpt ?? originalDoc?.excerpt) as string | undefined
  const before = (originalDoc?.meta ?? {}) as Meta
  const incoming = (data.meta ?? {}) as Meta
  // What the meta would be after this change if the hook did nothing.
  const metaTitle = incoming.title !== undefined ? incoming.title : before.title
  const metaDescription = incoming.description !== undefined ? incoming.description : before.description
  // Untouched by this edit and generated from the old text, or generated from the new text (e.g. the plugin's button).
  const titleFollows =
    (metaTitle === before.title && isGeneratedTitle(before.title, originalDoc?.title)) || isGeneratedTitle(metaTitle, title)
  const descriptionFollows =
    (metaDescription === before.description && isGeneratedDescription(before.description, originalDoc?.excerpt)) ||
    isGeneratedDescription(metaDescription, excerpt)
  const meta: Meta = { ...before, ...incoming }
  if (title && titleFollows) meta.title = metaTitleFor(title)
  if (excerpt && descriptionFollows) meta.description = metaDescriptionFor(excerpt)
  return { ...data, meta }
}
