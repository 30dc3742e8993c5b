import type { CollectionBeforeChangeHook } from 'payload'

/**
 * The very first account of a new installation runs it, so it becomes an admin. The count has a
 * filter on purpose: without one the MongoDB adapter uses `estimatedDocumentCount` (the `count`
 * command), which MongoDB refuses inside the create's transaction; with one it uses `countDocuments`.
 */
export const assignFirstUserAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', where: { id: { exists: true } }, req, overrideAccess: true })
  return totalDocs === 0 ? { ...data, roles: ['admin'] } : data
}
