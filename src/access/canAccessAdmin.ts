import type { PayloadRequest } from 'payload'

import { isStaffUser } from '@/lib/accounts/roles'

// Only staff may open /admin; customers are sent away even with a valid session.
export const canAccessAdmin = ({ req }: { req: PayloadRequest }) => isStaffUser(req.user)
