import type { FieldAccess } from 'payload'

import { hasRole } from '@/lib/accounts/roles'

// Field-level: only admins may set or change this field.
export const isAdminField: FieldAccess = ({ req: { user } }) => hasRole(user, 'admin')
