import type { CollectionBeforeChangeHook } from 'payload'

/** The very first account of a new installation runs it, so it becomes an admin. */
export const assignFirstUserAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req, overrideAccess: true })
  return totalDocs === 0 ? { ...data, roles: ['admin'] } : data
}
