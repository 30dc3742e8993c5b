import { payloadClient } from '@/lib/payload/client'
import { apiRoute } from '@/lib/services/api'

/**
 * POST /api/rank-tracking/check: staff queue a rank check run now (after raising the day's share, or
 * when YouTube is back), instead of waiting for the hourly one. It checks only what is due and within
 * the share, like the scheduled run (decision 023). 202 with the job's id.
 */
export const POST = apiRoute(
  async () => {
    const payload = await payloadClient()
    const job = await payload.jobs.queue({ task: 'checkRankings', input: {} })
    return Response.json({ queued: job.id }, { status: 202 })
  },
  { auth: 'staff', limit: 'none', maxBodyBytes: 0 },
)
