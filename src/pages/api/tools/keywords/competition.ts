import { apiRoute, parseInput, privateJson, readJson } from '@/lib/services/api'
import { getApiUser } from '@/lib/data/session'
import { measureCompetition } from '@/lib/services/keyword-explorer/explore'
import { enforceToolLimit } from '@/lib/rate-limit/api-limits'
import { competitionQuerySchema } from '@/tools/keyword-explorer/schema'
import { pagesApiRoute } from '@/lib/services/pages-api-route'

const MAX_BODY_BYTES = 10_000

/**
 * POST /api/tools/keywords/competition with `{ keyword, hl, gl }`: measures how crowded one keyword is
 * (cached 3 days, within the day's YouTube quota). Answers the competition and how many measurements
 * are left today; a 503 with a message when the quota is spent or there is no API key.
 */
export const POST = apiRoute(async (request: Request) => {
  const query = parseInput(competitionQuerySchema, await readJson(request, MAX_BODY_BYTES))
  const user = await getApiUser(request)
  await enforceToolLimit('keywords', request, user)
  return privateJson(await measureCompetition(query))
})

// Read by Next as a literal, in each route: the body and the answer's size are left to pagesApiRoute.
export const config = { api: { bodyParser: false, responseLimit: false } }
export default pagesApiRoute({ POST }, { maxBodyBytes: MAX_BODY_BYTES })
