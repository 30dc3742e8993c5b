import { apiRoute, privateJson, readJson } from '@/lib/services/api'
import { getApiUser } from '@/lib/data/session'
import { enforceToolLimit } from '@/lib/rate-limit/api-limits'
import { runSeoAnalysis } from '@/lib/services/seo-analyzer'
import { pagesApiRoute } from '@/lib/services/pages-api-route'

const MAX_BODY_BYTES = 200_000

/**
 * POST /api/tools/seo-analyzer — a 0–100 score and a checklist for a video's metadata.
 * Body: `{ "title", "description", "tags", "keyword" }` or `{ "url", "keyword" }`. Invalid input gets
 * a 400 with a message per field.
 */
export const POST = apiRoute(async (request: Request) => {
  const body = await readJson(request, MAX_BODY_BYTES)
  const user = await getApiUser(request)
  await enforceToolLimit('seo', request, user)
  return privateJson(await runSeoAnalysis(body, user))
})

// Read by Next as a literal, in each route: the body and the answer's size are left to pagesApiRoute.
export const config = { api: { bodyParser: false, responseLimit: false } }
export default pagesApiRoute({ POST }, { maxBodyBytes: MAX_BODY_BYTES })
