import type { CollectionBeforeOperationHook } from 'payload'

import { lockUntilCommit } from '@/lib/database/postgres-locks'

/**
 * The very first account of a new installation runs it, so it becomes an admin, but only when it
 * is created with access control off: the admin's own first-user screen (`/admin/create-first-user`)
 * and the command line (`npm run seed`, scripts). A public sign-up (the site's form, REST, GraphQL:
 * all with access control on) always creates a customer, even on an empty database. On PostgreSQL
 * two such creates at once are counted one after the other (an advisory lock), so only one is first.
 */
export const assignFirstUserAdmin: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' || args.overrideAccess === false) return args
  await lockUntilCommit(req, 'firstUser', 'users')
  const { totalDocs } = await req.payload.count({ collection: 'users', where: { id: { exists: true } }, req, overrideAccess: true })
  return totalDocs === 0 ? { ...args, data: { ...args.data, roles: ['admin'] } } : args
}
