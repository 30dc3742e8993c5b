import type { CollectionBeforeChangeHook } from 'payload'

import type { Order } from '@/payload-types'

/**
 * Every change to an order moves its revision on, so server code can write "only if the order is
 * still as I read it" (see `changeOrder` in lib/commerce/lifecycle.ts) and never lose a concurrent
 * change made by another process.
 */
export const bumpOrderRevision: CollectionBeforeChangeHook<Order> = ({ data, originalDoc, operation }) => {
  return { ...data, revision: operation === 'create' ? 0 : (originalDoc?.revision ?? 0) + 1 }
}
