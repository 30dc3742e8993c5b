import type { Access } from 'payload'

import { hasRole } from '@/lib/accounts/roles'

// Admins see every user; anyone else only their own user document.
export const adminOrSelf: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  return { id: { equals: user.id } }
}
