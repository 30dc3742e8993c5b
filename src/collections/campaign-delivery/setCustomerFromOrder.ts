import type { CollectionBeforeChangeHook } from 'payload'

/** Copies the order's customer onto the record, so access control can let that customer read it. */
export const setCustomerFromOrder: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const order = data.order ?? originalDoc?.order
  if (order === undefined || order === null) return data
  const id = typeof order === 'object' ? order.id : order
  const doc = await req.payload.findByID({
    collection: 'orders',
    id,
    depth: 0,
    select: { customer: true },
    req,
    overrideAccess: true,
    disableErrors: true,
  })
  const customer = doc?.customer
  return { ...data, customer: customer === null || customer === undefined ? null : typeof customer === 'object' ? customer.id : customer }
}
