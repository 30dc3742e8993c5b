import { z } from 'zod'

import { utf8Bytes, youtubeTagsLength } from '../seo-analyzer/measure'
import { VIDEO_ID_PATTERN } from '../youtube/video-id'

import { parseTags } from './snippet'

/** The channel page's forms: which connected channel (its record id) an action is for. */
export const channelActionSchema = z.object({ channel: z.coerce.number().int().positive() })

/** The channel picked among a Google account's channels (a YouTube channel id). */
export const channelPickSchema = z.object({ youtubeChannelId: z.string().regex(/^UC[\w-]{22}$/, 'Pick one of the channels listed.') })

/** YouTube refuses angle brackets in a title, description or tag (invalidTitle and its kin). */
const noAngleBrackets = (text: string) => !/[<>]/.test(text)

/**
 * A fix to a video's title, description and tags, as the edit form sends it (tags comma-separated),
 * with YouTube's own limits so a refused write is caught before review.
 */
const videoIdField = z.string().regex(VIDEO_ID_PATTERN, 'Pick a video of your channel.')

export const snippetEditSchema = z.object({
  videoId: videoIdField,
  title: z
    .string()
    .trim()
    .min(1, 'Enter a title.')
    .max(100, 'Keep the title to 100 characters (YouTube’s limit).')
    .refine(noAngleBrackets, 'YouTube does not accept < or > in a title.'),
  description: z
    .string()
    .refine((text) => utf8Bytes(text) <= 5000, 'Keep the description to 5,000 bytes (YouTube’s limit).')
    .refine(noAngleBrackets, 'YouTube does not accept < or > in a description.'),
  tags: z
    .string()
    .transform(parseTags)
    .refine((tags) => tags.every(noAngleBrackets), 'YouTube does not accept < or > in a tag.')
    .refine((tags) => youtubeTagsLength(tags) <= 500, 'Tags may use 500 characters in all (commas included); remove a few.'),
})

export type SnippetEditInput = z.input<typeof snippetEditSchema>

/** Apply or undo one reviewed change to a video (a snippet or thumbnail change's record id), on the video page it returns to. */
export const videoChangeActionSchema = z.object({ change: z.coerce.number().int().positive(), videoId: videoIdField })

/** The video a new thumbnail is sent for review for (the image itself is checked from its bytes: thumbnail-image.ts). */
export const thumbnailReviewSchema = z.object({ videoId: videoIdField })
