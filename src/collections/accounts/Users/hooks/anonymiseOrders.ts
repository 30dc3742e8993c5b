import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * Deleting an account keeps its orders for the accounts (tax law), but strips who placed them:
 * no link to the user, no name, no email.
 */
export const anonymiseOrders: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.update({
    collection: 'orders',
    where: { customer: { equals: id } },
    data: { customer: null, customerName: 'Deleted account', customerEmail: null },
    depth: 0,
    req,
    overrideAccess: true,
    context: { disableEmails: true },
  })
}
