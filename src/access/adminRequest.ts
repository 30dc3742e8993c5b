import type { PayloadRequest } from 'payload'

import { hasRole } from '@/lib/accounts/roles'

// Only a signed-in admin (for access checks that receive just the request, e.g. the jobs queue).
export const adminRequest = ({ req }: { req: PayloadRequest }) => hasRole(req.user, 'admin')
