import { apiRoute, parseInput, privateJson } from '@/lib/api'
import { getCurrentUser } from '@/lib/data/session'
import { measureCompetition } from '@/lib/tools/keywords'
import { enforceToolLimit } from '@/lib/tools/limits'
import { competitionQuerySchema } from '@/tools/keyword-explorer/schema'

/**
 * POST /api/tools/keywords/competition with `{ keyword, hl, gl }`: measures how crowded one keyword is
 * (cached 3 days, within the day's YouTube quota). Answers the competition and how many measurements
 * are left today; a 503 with a message when the quota is spent or there is no API key.
 */
export const POST = apiRoute(async (request: Request) => {
  const body: unknown = await request.json().catch(() => ({}))
  const query = parseInput(competitionQuerySchema, body)
  const user = await getCurrentUser()
  await enforceToolLimit('keywords', request, user)
  return privateJson(await measureCompetition(query))
})
