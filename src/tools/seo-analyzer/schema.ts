/**
 * Validation for the analyzer form and API. Limits are looser than YouTube's on purpose: a 150-character
 * title must reach the analyzer so that title-length can explain the problem, rather than the form refusing it.
 */
import { z } from 'zod'

import { videoLinkSchema } from '../youtube/video-link-schema'

const TITLE_MESSAGE = 'Enter the video title.'

// Tags arrive as a list from the API and as one comma-separated string from a text field.
const tags = z
  .union([z.array(z.string()), z.string()])
  .transform((value) => (typeof value === 'string' ? value.split(',') : value).map((tag) => tag.trim()).filter((tag) => tag !== ''))
  .pipe(z.array(z.string().max(100, 'Keep each tag under 100 characters.')).max(200, 'Enter at most 200 tags.'))

export const seoInputSchema = z.object({
  title: z
    .string({ error: TITLE_MESSAGE })
    .trim()
    .min(1, TITLE_MESSAGE)
    .max(300, 'Shorten the title to 300 characters or fewer (YouTube itself allows 100).'),
  description: z.string().max(20_000, 'Shorten the description to 20,000 characters or fewer.').default(''),
  tags: tags.default([]),
  keyword: z
    .string()
    .trim()
    .max(100, 'Shorten the keyword to 100 characters or fewer.')
    .optional()
    .transform((keyword) => keyword || undefined),
})

export type SeoFormInput = z.input<typeof seoInputSchema>

/** URL mode: the video's metadata is fetched from YouTube; only the target keyword is typed. */
export const seoUrlSchema = z.object({
  url: videoLinkSchema,
  keyword: seoInputSchema.shape.keyword,
})

export type SeoUrlInput = z.input<typeof seoUrlSchema>

/**
 * POST /api/seo-analyzer's body: URL mode when it has a `url`, the manual form otherwise, each
 * answered with its own fields' messages (a union would merge them into one "invalid input").
 */
export const seoRequestSchema = z.unknown().transform((body, context) => {
  const urlMode = typeof body === 'object' && body !== null && 'url' in body
  const result = urlMode ? seoUrlSchema.safeParse(body) : seoInputSchema.safeParse(body)
  if (result.success) return result.data
  for (const issue of result.error.issues) context.addIssue({ ...issue, code: 'custom', input: body })
  return z.NEVER
})

export type SeoRequest = z.output<typeof seoRequestSchema>

const text = (max: number) => z.string().max(max)

/** A saved report as the analyzer produces it (stored reports are checked against it, whichever API saves them). */
export const seoReportSchema = z.strictObject({
  score: z.number().min(0).max(100),
  checks: z
    .array(
      z.strictObject({
        id: text(100),
        category: z.enum(['title', 'description', 'tags', 'hashtags', 'chapters', 'engagement', 'keyword', 'video']),
        label: text(200),
        status: z.enum(['pass', 'warn', 'fail']),
        found: text(2_000),
        why: text(2_000),
        fix: text(2_000).optional(),
        weight: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      }),
    )
    .max(100),
  counts: z.strictObject({ pass: z.number().int().min(0), warn: z.number().int().min(0), fail: z.number().int().min(0) }),
})
