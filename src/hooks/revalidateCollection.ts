import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { expireTags } from './revalidate'

/** For collections without drafts: any change or deletion expires the collection's cache tag. */
export function revalidateCollection(tag: string): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      async ({ doc, req }) => {
        await expireTags([tag], req)
        return doc
      },
    ],
    afterDelete: [
      async ({ doc, req }) => {
        await expireTags([tag], req)
        return doc
      },
    ],
  }
}
