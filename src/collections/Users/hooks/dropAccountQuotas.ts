import type { CollectionBeforeDeleteHook } from 'payload'

import { QUOTA_COLLECTION } from '@/lib/account-quotas'

/** An account's quota counters (lib/account-quotas.ts) go with it. */
export const dropAccountQuotas: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.db.deleteMany({ collection: QUOTA_COLLECTION, where: { owner: { equals: id } }, req })
}
