import type { User } from '@/payload-types'

/**
 * The access token (scope yt-analytics.readonly) of a channel the customer connected that owns the
 * video, or null when none does. The connected channel (issue 33: OAuth tokens per channel in a
 * `channels` collection) provides it; until that lands no customer has a connected channel, so the
 * report shows what connecting would add. Wiring it is replacing this body with that lookup.
 */
export type ChannelAccessToken = (owner: User['id'], videoId: string) => Promise<string | null>

export const connectedChannelToken: ChannelAccessToken = async () => null
