import type { Access } from 'payload'

import { isStaffUser } from '@/lib/accounts/roles'

// Visitors see the services on sale; staff also see the ones switched off.
export const activeOrStaff: Access = ({ req: { user } }) => {
  if (isStaffUser(user)) return true
  return { active: { equals: true } }
}
