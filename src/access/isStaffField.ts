import type { FieldAccess } from 'payload'

import { isStaffUser } from '@/lib/accounts/roles'

// Field-level: only staff may see or change this field (internal notes, payment details).
export const isStaffField: FieldAccess = ({ req: { user } }) => isStaffUser(user)
