import { z } from 'zod'

import { expireTagsNowAndAfterRendersInFlight } from '@/lib/cache/expiry'
import { apiRoute } from '@/lib/services/api'

const bodySchema = z.object({ tags: z.array(z.string().min(1).max(100)).min(1).max(20) }, { error: 'Expected { tags: string[] }.' })

/** Called by this server's own Payload hooks when they run outside a request (see hooks/revalidate.ts). */
export const POST = apiRoute(
  async ({ body }) => {
    expireTagsNowAndAfterRendersInFlight(body.tags)
    return Response.json({ revalidated: body.tags })
  },
  { auth: 'server', limit: 'none', maxBodyBytes: 10_000, body: bodySchema },
)
