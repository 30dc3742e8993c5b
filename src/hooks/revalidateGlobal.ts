import type { GlobalAfterChangeHook } from 'payload'

import { cacheTags } from '@/lib/cache/tags'

import { expireTags } from './revalidate'

export const revalidateGlobal: GlobalAfterChangeHook = async ({ doc, global, req }) => {
  await expireTags([cacheTags.global(global.slug)], req)
  return doc
}
