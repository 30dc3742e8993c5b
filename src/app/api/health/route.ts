import { checkHealth } from '@/lib/health'

export const dynamic = 'force-dynamic'

/** GET /api/health — 200 with the version when the app and its database answer, 503 when the database does not. */
export async function GET() {
  const health = await checkHealth()
  return Response.json(health, { status: health.status === 'ok' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
}
