import { isStaffUser } from '@/lib/accounts/roles'
import { DATABASE_RETRY_AFTER_SECONDS } from '@/lib/database/errors'
import { apiRoute } from '@/lib/services/api'
import { checkHealth, checkPublicHealth } from '@/lib/services/health'

export const dynamic = 'force-dynamic'

/**
 * GET /api/health — 200 when the app and its database answer, 503 (with Retry-After) when the
 * database does not. For anyone (load balancers): `{ status }` from a read. For signed-in staff: the
 * write check (SQLite's write lock taken for an instant, a PostgreSQL primary, a MongoDB primary),
 * the version and uptime.
 */
export const GET = apiRoute(
  async ({ user }) => {
    const health = user && isStaffUser(user) ? await checkHealth() : await checkPublicHealth()
    if (health.status === 'ok') return Response.json(health, { headers: { 'Cache-Control': 'no-store' } })
    return Response.json(health, {
      status: 503,
      headers: { 'Cache-Control': 'no-store', 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
    })
  },
  { auth: 'optional', limit: 'none', maxBodyBytes: 0 },
)
