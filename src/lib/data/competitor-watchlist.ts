import 'server-only'

import { asUser } from '@/lib/data/session'
import { payloadClient } from '@/lib/payload/client'
import type { User, WatchedChannel, WatchedVideo } from '@/payload-types'
import { OUTLIER_THRESHOLD } from '@/tools/competitor-watchlist/outlier'

/** The competitor watchlist's page reads (decision 024), as its owner: another customer's channels are never found. */

const DAY_MS = 86_400_000

/** How far back the page and the digest look: what the daily read kept fresh this week. */
export const OUTLIER_WEEK_DAYS = 7

export async function listWatchedChannels(user: User): Promise<WatchedChannel[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'watched-channels', sort: 'title', limit: 0, pagination: false, ...asUser(user) })
  return docs
}

export type Outlier = { video: WatchedVideo; channel: Pick<WatchedChannel, 'id' | 'title' | 'handle'> }

/**
 * The week's outliers across the watchlist, best first: uploads of the read window scoring at least
 * OUTLIER_THRESHOLD when read in the last seven days.
 */
export async function listWeekOutliers(user: User, channels: WatchedChannel[], now = new Date(), limit = 30): Promise<Outlier[]> {
  if (channels.length === 0) return []
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'watched-videos',
    where: {
      and: [
        { outlierScore: { greater_than_equal: OUTLIER_THRESHOLD } },
        { readAt: { greater_than_equal: new Date(now.getTime() - OUTLIER_WEEK_DAYS * DAY_MS).toISOString() } },
      ],
    },
    sort: '-outlierScore',
    limit,
    pagination: false,
    ...asUser(user),
  })
  const byId = new Map(channels.map((channel) => [channel.id, channel]))
  return docs.flatMap((video) => {
    const channel = byId.get(typeof video.watchedChannel === 'object' ? video.watchedChannel.id : video.watchedChannel)
    return channel ? [{ video, channel }] : []
  })
}

/** Whether the account gets the Monday email of the week's outliers (a server-only field, on unless turned off). */
export async function wantsWatchlistDigest(user: User): Promise<boolean> {
  const payload = await payloadClient()
  const account = await payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true, showHiddenFields: true })
  return account.watchlistDigest !== false
}
