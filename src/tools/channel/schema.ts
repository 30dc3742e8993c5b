import { z } from 'zod'

/** The channel page's forms: which connected channel (its record id) an action is for. */
export const channelActionSchema = z.object({ channel: z.coerce.number().int().positive() })

/** The channel picked among a Google account's channels (a YouTube channel id). */
export const channelPickSchema = z.object({ youtubeChannelId: z.string().regex(/^UC[\w-]{22}$/, 'Pick one of the channels listed.') })
