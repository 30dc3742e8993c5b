import type { CollectionConfig } from 'payload'

import { ownerOrStaff } from '@/access/ownerOrStaff'
import { signedIn } from '@/access/signedIn'
import { ownerField } from '@/fields/owner'
import { countAccountQuota, limitAccountWrites, returnAccountQuota } from '@/hooks/accountQuota'
import { setOwner } from '@/hooks/setOwner'

/**
 * A collection of records a customer owns (tool history, saved results, designs, uploads): any
 * signed-in user creates them and becomes their owner; only the owner and staff read, change or
 * delete them; each owner keeps at most a quota of them (hooks/accountQuota.ts). The owner field comes
 * first; the collection's own hooks run after the owner is set.
 */
export function ownedCollection(config: Omit<CollectionConfig, 'access'>): CollectionConfig {
  return {
    ...config,
    access: { read: ownerOrStaff, create: signedIn, update: ownerOrStaff, delete: ownerOrStaff },
    hooks: {
      ...config.hooks,
      beforeOperation: [limitAccountWrites, ...(config.hooks?.beforeOperation ?? [])],
      beforeChange: [setOwner, ...(config.hooks?.beforeChange ?? [])],
      afterChange: [...(config.hooks?.afterChange ?? []), countAccountQuota],
      afterDelete: [...(config.hooks?.afterDelete ?? []), returnAccountQuota],
    },
    fields: [ownerField, ...config.fields],
  }
}
