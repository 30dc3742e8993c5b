import { z } from 'zod'

import { parseChannelRef } from './channel-ref'

/** The watchlist's add form: one channel, by URL, @handle or id (checked again by the server). */
export const watchlistAddSchema = z.object({
  channel: z
    .string()
    .trim()
    .min(1, 'Enter a channel’s URL, @handle or id.')
    .max(200, 'That is too long for a channel address.')
    .refine((text) => parseChannelRef(text) !== null, 'Enter a YouTube channel URL (youtube.com/@name), an @handle or a channel id (UC…).'),
})

/** The remove button: which watched channel (its record id). */
export const watchlistRemoveSchema = z.object({ watchedChannel: z.coerce.number().int().positive() })

/** The Monday email setting: a ticked checkbox sends "on", an unticked one nothing. */
export const watchlistDigestSchema = z.object({ weeklyDigest: z.literal('on').optional() })
