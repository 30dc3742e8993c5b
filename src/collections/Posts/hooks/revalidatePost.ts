import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { cacheTags } from '@/lib/cache-tags'
import type { Post } from '@/payload-types'

import { expireTags } from '@/hooks/revalidate'

/** A post going live, being edited while live, or being unpublished changes public pages. */
export const revalidatePost: CollectionAfterChangeHook<Post> = async ({ doc, previousDoc, req }) => {
  if (doc._status === 'published' || previousDoc?._status === 'published') {
    await expireTags([cacheTags.posts], req)
  }
  return doc
}

export const revalidateDeletedPost: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await expireTags([cacheTags.posts], req)
  return doc
}
