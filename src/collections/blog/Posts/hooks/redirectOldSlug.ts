import type { CollectionAfterChangeHook } from 'payload'

import type { Post } from '@/payload-types'

/**
 * A published post whose slug changes keeps its old address: a redirect from it to the post (by
 * reference, so it follows later renames too) answers 308 (decision 018). A redirect from the new
 * address, left by an earlier rename the other way, is removed first.
 */
export const redirectOldSlug: CollectionAfterChangeHook<Post> = async ({ doc, previousDoc, req }) => {
  if (previousDoc?._status !== 'published' || doc._status !== 'published' || !previousDoc.slug || previousDoc.slug === doc.slug) return doc
  const from = `/blog/${previousDoc.slug}`
  await req.payload.delete({ collection: 'redirects', where: { from: { equals: `/blog/${doc.slug}` } }, depth: 0, req })
  await req.payload.delete({ collection: 'redirects', where: { from: { equals: from } }, depth: 0, req })
  await req.payload.create({
    collection: 'redirects',
    data: { from, to: { type: 'reference', reference: doc.id } },
    depth: 0,
    req,
  })
  return doc
}
