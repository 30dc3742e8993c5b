import type { PayloadRequest } from 'payload'

import { expireTagsNowAndAfterRendersInFlight } from '@/lib/cache/expiry'
import { env } from '@/lib/env'
import { revalidationToken } from '@/lib/cache/revalidation-token'

/** What `after` and `revalidateTag` throw when called outside a Next.js request. */
function isOutsideRequest(error: unknown) {
  return error instanceof Error && /outside a request scope|static generation store missing/.test(error.message)
}

/**
 * Jobs (scheduled publishing) and scripts change content outside any Next.js request, where
 * revalidateTag cannot run: ask this server to do it through /api/revalidate instead.
 */
async function expireThroughServer(tags: string[], req: PayloadRequest) {
  try {
    const response = await fetch(`${env.NEXT_PUBLIC_SERVER_URL}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${revalidationToken(env.PAYLOAD_SECRET)}` },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(5_000),
    })
    if (!response.ok) req.payload.logger.warn({ msg: 'revalidation request refused', status: response.status, tags })
  } catch (error) {
    req.payload.logger.debug({ msg: 'no server to revalidate (script or test run)', tags, err: error })
  }
}

/**
 * Expires cache tags right away, and again once renders in flight during the change are stored
 * (lib/cache/expiry.ts). Seeding sets `context.disableRevalidate` to skip the work entirely.
 */
export async function expireTags(tags: string[], req: PayloadRequest) {
  if (req.context?.disableRevalidate) return
  try {
    expireTagsNowAndAfterRendersInFlight(tags)
  } catch (error) {
    if (!isOutsideRequest(error)) throw error
    await expireThroughServer(tags, req)
  }
}
