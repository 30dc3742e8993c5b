import { z } from 'zod'

import { VIDEO_ID_PATTERN } from '../youtube/video-id'

/** The rank tracking forms (decision 023): one schema each, read by the form in the browser and by the server action. */

/** Spaces and case do not make another keyword: "YouTube  SEO" and "youtube seo" are one search. */
export const normaliseKeyword = (keyword: string) => keyword.trim().replace(/\s+/g, ' ').toLowerCase()

export const rankKeywordSchema = z.object({
  videoId: z.string().regex(VIDEO_ID_PATTERN, 'Pick a video of your channel.'),
  keyword: z
    .string()
    .transform((keyword) => keyword.trim().replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .min(2, 'Enter a keyword of at least 2 characters.')
        .max(100, 'Keep the keyword to 100 characters.')
        .refine((keyword) => !/[<>]/.test(keyword), 'Leave out < and >.'),
    ),
})

export type RankKeywordInput = z.input<typeof rankKeywordSchema>

/** Stop tracking a keyword, or switch its top-10 emails on or off (its record id). */
export const rankTrackerActionSchema = z.object({
  tracker: z.coerce.number().int().positive(),
  alerts: z.enum(['on', 'off']).optional(),
})
