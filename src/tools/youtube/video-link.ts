import { z } from 'zod'

import { parseVideoId } from './video-id'

/**
 * A pasted video link, checked and reduced to its id: the one schema of every form and API that
 * takes a link. Apart from video-id.ts so that code which only reads a video id (the thumbnail
 * editor, a post's embeds) does not load zod with it.
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
