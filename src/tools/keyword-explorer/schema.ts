import { z } from 'zod'

import { MAX_SEED_LENGTH } from './expand'

const LANGUAGE = /^[a-z]{2,3}(?:-[A-Za-z]{2,4})?$/
const COUNTRY = /^[A-Za-z]{2}$/

/** The explorer's form and GET /api/keyword-explorer read the same fields with the same rules. */
export const keywordQuerySchema = z.object({
  q: z
    .string({ error: 'Enter a keyword to explore.' })
    .trim()
    .min(1, 'Enter a keyword to explore.')
    .max(MAX_SEED_LENGTH, `Keep the keyword under ${MAX_SEED_LENGTH} characters.`)
    .refine((value) => /[\p{L}\p{N}]/u.test(value), 'Use at least one letter or digit.'),
  hl: z.string().trim().regex(LANGUAGE, 'Choose a language.').default('en'),
  gl: z
    .string()
    .trim()
    .regex(COUNTRY, 'Choose a country.')
    .transform((value) => value.toUpperCase())
    .default('US'),
})

export type KeywordQuery = z.output<typeof keywordQuerySchema>

/** POST /api/keyword-explorer/competition: one keyword of a result list, with the list's language and country. */
export const competitionQuerySchema = keywordQuerySchema.pick({ hl: true, gl: true }).extend({
  keyword: z
    .string({ error: 'Choose a keyword to measure.' })
    .trim()
    .min(1, 'Choose a keyword to measure.')
    .max(200, 'Keep the keyword under 200 characters.'),
})

export type CompetitionQuery = z.output<typeof competitionQuerySchema>

const savedKeyword = z.object({
  keyword: z.string().min(1).max(200),
  score: z.number().min(0).max(100),
  popularity: z.number().min(0).max(100),
  competition: z
    .object({ score: z.number().min(0).max(100) })
    .loose()
    .optional(),
  wordCount: z.number().int().min(0).max(50),
})

/** The best keywords of a search, as the explorer's history keeps them (lib/tools/history.ts). */
export const searchHistoryKeywordsSchema = z.array(savedKeyword).max(50, 'A search keeps its 50 best keywords.')

/** A keyword list as the explorer saves it: the chosen rows, trimmed to what the dashboard shows. */
export const keywordListSchema = z.object({
  name: z.string().trim().min(1, 'Name the list.').max(80, 'Keep the name under 80 characters.'),
  seed: z.string().trim().max(100).optional(),
  keywords: z.array(savedKeyword).min(1, 'Select at least one keyword.').max(500, 'A list holds up to 500 keywords.'),
})
