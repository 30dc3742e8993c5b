import { revalidateTag } from 'next/cache'
import type { PayloadRequest } from 'payload'

import { env } from '@/lib/env'
import { revalidationToken } from '@/lib/revalidation-token'

function isOutsideRequest(error: unknown) {
  return error instanceof Error && error.message.includes('static generation store missing')
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
 * Expires cache tags right away (not stale-while-revalidate), so an edit shows on the next request.
 * Seeding sets `context.disableRevalidate` to skip the work entirely.
 */
export async function expireTags(tags: string[], req: PayloadRequest) {
  if (req.context?.disableRevalidate) return
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch (error) {
    if (!isOutsideRequest(error)) throw error
    await expireThroughServer(tags, req)
  }
}
