import { isStaffUser } from '@/lib/accounts/roles'
import { apiRoute } from '@/lib/services/api'
import { checkHealth, checkPublicHealth } from '@/lib/services/health'

export const dynamic = 'force-dynamic'

/**
 * GET /api/health — 200 when the app and its database answer, 503 when the database does not. For
 * anyone (load balancers): `{ status }` from a read. For signed-in staff: the write check (SQLite's
 * write lock, taken for an instant), the version and uptime.
 */
export const GET = apiRoute(
  async ({ user }) => {
    const health = user && isStaffUser(user) ? await checkHealth() : await checkPublicHealth()
    return Response.json(health, { status: health.status === 'ok' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
  },
  { auth: 'optional', limit: 'none', maxBodyBytes: 0 },
)
