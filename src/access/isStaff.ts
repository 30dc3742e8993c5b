import type { Access } from 'payload'

import { isStaffUser } from '@/lib/accounts/roles'

// Admins and editors: the people who write content and run orders.
export const isStaff: Access = ({ req: { user } }) => isStaffUser(user)
