import { privateJson } from '@/lib/http/api'
import { apiRoute } from '@/lib/services/api'
import { measureCompetition } from '@/lib/services/keyword-explorer/explore'
import { competitionQuerySchema } from '@/tools/keyword-explorer/schema'

/**
 * POST /api/keyword-explorer/competition with `{ keyword, hl, gl }`: measures how crowded one keyword
 * is (cached 3 days, within the day's YouTube quota). Answers the competition and how many
 * measurements are left today; a 503 with a message when the quota is spent or there is no API key.
 */
export const POST = apiRoute(async ({ body }) => privateJson(await measureCompetition(body)), {
  auth: 'optional',
  limit: 'keyword-explorer',
  maxBodyBytes: 10_000,
  body: competitionQuerySchema,
})
