import type { Access } from 'payload'

import { hasRole } from '@/lib/accounts/roles'

// Only admins (people who manage users and settings).
export const isAdmin: Access = ({ req: { user } }) => hasRole(user, 'admin')
