import { privateJson } from '@/lib/http/api'
import { apiRoute } from '@/lib/services/api'
import { runSeoAnalysis } from '@/lib/services/seo-analyzer'
import { seoRequestSchema } from '@/tools/seo-analyzer'

/**
 * POST /api/seo-analyzer — a 0–100 score and a checklist for a video's metadata.
 * Body: `{ "title", "description", "tags", "keyword" }` or `{ "url", "keyword" }`. Invalid input gets
 * a 400 with a message per field.
 */
export const POST = apiRoute(async ({ body, user }) => privateJson(await runSeoAnalysis(body, user)), {
  auth: 'optional',
  limit: 'seo-analyzer',
  maxBodyBytes: 200_000,
  body: seoRequestSchema,
})
