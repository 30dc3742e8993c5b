import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { cacheTags } from '@/lib/cache/tags'
import type { Post } from '@/payload-types'

import { expireTags } from '@/hooks/revalidate'

/**
 * A draft saved beside a live post (the admin's autosave, about once a second while staff type, or
 * "Save draft"): Payload writes only a new version and leaves the published post as it was, so
 * visitors' pages have nothing new to show. Recognised as Payload recognises it: `?draft=true` and
 * a status other than published (see `isSavingDraft` in Payload's update operation).
 */
function savesDraftOnly(doc: Post, req: PayloadRequest) {
  return String(req.query?.draft) === 'true' && doc._status !== 'published'
}

/** A post going live, being edited while live, or being unpublished changes public pages. */
export const revalidatePost: CollectionAfterChangeHook<Post> = async ({ doc, previousDoc, req }) => {
  if ((doc._status === 'published' || previousDoc?._status === 'published') && !savesDraftOnly(doc, req)) {
    await expireTags([cacheTags.posts], req)
  }
  return doc
}

export const revalidateDeletedPost: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await expireTags([cacheTags.posts], req)
  return doc
}
