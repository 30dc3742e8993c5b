import { apiRoute, privateJson, readJson } from '@/lib/api'
import { getApiUser } from '@/lib/data/session'
import { enforceToolLimit } from '@/lib/tools/limits'
import { runSeoAnalysis } from '@/lib/tools/seo'

/**
 * POST /api/tools/seo-analyzer — a 0–100 score and a checklist for a video's metadata.
 * Body: `{ "title", "description", "tags", "keyword" }` or `{ "url", "keyword" }`. Invalid input gets
 * a 400 with a message per field.
 */
export const POST = apiRoute(async (request: Request) => {
  const body = await readJson(request, 200_000)
  const user = await getApiUser()
  await enforceToolLimit('seo', request, user)
  return privateJson(await runSeoAnalysis(body, user))
})
