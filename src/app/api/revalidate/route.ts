import { z } from 'zod'

import { expireTagsNowAndAfterRendersInFlight } from '@/lib/cache/expiry'
import { env } from '@/lib/env'
import { AppError, errorResponse } from '@/lib/errors'
import { readText } from '@/lib/http/request-body'
import { isValidRevalidationToken } from '@/lib/cache/revalidation-token'

const bodySchema = z.object({ tags: z.array(z.string().min(1).max(100)).min(1).max(20) })

/** Called by this server's own Payload hooks when they run outside a request (see hooks/revalidate.ts). */
export async function POST(request: Request) {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? null
  if (!isValidRevalidationToken(token, env.PAYLOAD_SECRET)) {
    return errorResponse(new AppError('unauthorized', 'Only this server may ask for revalidation.'))
  }
  let json: unknown = null
  try {
    json = JSON.parse(await readText(request, 10_000))
  } catch (error) {
    if (error instanceof AppError) return errorResponse(error)
  }
  const body = bodySchema.safeParse(json)
  if (!body.success) return errorResponse(new AppError('bad_request', 'Expected { tags: string[] }.'))
  expireTagsNowAndAfterRendersInFlight(body.data.tags)
  return Response.json({ revalidated: body.data.tags })
}
