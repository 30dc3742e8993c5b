import type { Access } from 'payload'

import { isStaffUser } from '@/lib/accounts/roles'

// Staff see every order; a customer only the orders placed from their account.
export const customerOrStaff: Access = ({ req: { user } }) => {
  if (!user) return false
  if (isStaffUser(user)) return true
  return { customer: { equals: user.id } }
}
