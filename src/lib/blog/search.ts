import { z } from 'zod'
import { firstParam } from '@/lib/http/search-params'

export const SEARCH_QUERY_MAX = 100

/** The blog search form and the results page read the same fields with the same rules. */
export const searchQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_QUERY_MAX, `Keep the search under ${SEARCH_QUERY_MAX} characters.`).optional().default(''),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
})

type RawParams = Record<string, string | string[] | undefined>

export function parseSearchParams(raw: RawParams): { query: string; page: number; error?: string } {
  const result = searchQuerySchema.safeParse({ q: firstParam(raw.q), page: firstParam(raw.page) })
  if (!result.success) {
    const qIssue = result.error.issues.find((issue) => issue.path[0] === 'q')
    return { query: String(firstParam(raw.q) ?? '').slice(0, SEARCH_QUERY_MAX), page: 1, error: qIssue?.message }
  }
  return { query: result.data.q, page: result.data.page }
}

export function searchHref(query: string, page = 1): string {
  const params = new URLSearchParams({ q: query })
  if (page > 1) params.set('page', String(page))
  return `/blog/search?${params}`
}
