import type { Access } from 'payload'

import { isStaffUser } from '@/lib/accounts/roles'

// Staff see every document; a signed-in customer only the ones whose `owner` is them.
export const ownerOrStaff: Access = ({ req: { user } }) => {
  if (!user) return false
  if (isStaffUser(user)) return true
  return { owner: { equals: user.id } }
}
