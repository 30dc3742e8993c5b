import type { Access } from 'payload'

import { isStaffUser } from '@/lib/accounts/roles'

// Visitors read only published documents; staff also read drafts.
export const publishedOrStaff: Access = ({ req: { user } }) => {
  if (isStaffUser(user)) return true
  return { _status: { equals: 'published' } }
}
