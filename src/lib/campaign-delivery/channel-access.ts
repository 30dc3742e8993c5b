import type { User } from '@/payload-types'

/**
 * The access token (scope yt-analytics.readonly) of a channel the customer connected that owns the
 * video, or null when none does. `src/lib/data/ad-analytics-token.ts` provides it.
 */
export type ChannelAccessToken = (owner: User['id'], videoId: string) => Promise<string | null>
