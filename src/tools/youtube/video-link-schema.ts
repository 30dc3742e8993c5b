import { z } from 'zod'

import { parseVideoId } from './video-id'

/**
 * A pasted video link, checked and reduced to its id: the one schema of every form and API that takes
 * a link. Apart from `parseVideoId` so that pages can check a link as it is typed without loading zod.
 */
export const videoLinkSchema = z
  .string({ error: 'Paste a YouTube video link.' })
  .trim()
  .min(1, 'Paste a YouTube video link.')
  .max(2048, 'That link is too long.')
  .transform((link, context) => {
    const parsed = parseVideoId(link)
    if (parsed.ok) return parsed.id
    context.addIssue({ code: 'custom', message: parsed.message })
    return z.NEVER
  })

/** `?url=` of the thumbnail and video lookups, read as the video's id. */
export const videoLinkQuerySchema = z.object({ url: videoLinkSchema })
