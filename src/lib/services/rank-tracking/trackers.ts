import 'server-only'

import { ownedChannel } from '@/lib/data/channel'
import { asUser } from '@/lib/data/session'
import { env } from '@/lib/env'
import { withEngineLock } from '@/lib/locks/engine-lock'
import { payloadClient } from '@/lib/payload/client'
import type { User } from '@/payload-types'
import { normaliseKeyword } from '@/tools/rank-tracking/schema'

/**
 * Adding and removing tracked keywords (decision 023), as their owner. A keyword is added for a
 * video of the user's own connected channel, within the account's limit; the job does the rest.
 */

const BUSY = 'Your tracked keywords are being changed right now. Please try again in a moment.'

export type AddOutcome = { added: number } | { field: 'keyword' | 'videoId'; message: string }

const ALREADY_TRACKED: AddOutcome = { field: 'keyword', message: 'This keyword is already tracked for this video.' }

export async function addRankKeyword(user: User, videoId: string, keyword: string): Promise<AddOutcome> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'channel-videos', where: { videoId: { equals: videoId } }, limit: 1, ...asUser(user) })
  const video = docs[0]
  const channel = video && (await ownedChannel(user, typeof video.channel === 'object' ? video.channel.id : video.channel))
  if (!video || !channel) return { field: 'videoId', message: 'Pick a video of your connected channel.' }
  const keywordKey = normaliseKeyword(keyword)
  const alreadyTracked = async () =>
    (
      await payload.count({
        collection: 'rank-keywords',
        where: { and: [{ videoId: { equals: videoId } }, { keywordKey: { equals: keywordKey } }] },
        ...asUser(user),
      })
    ).totalDocs > 0
  // The limit is a count, then a create: one account's adds take turns, so two at once cannot both pass it.
  return withEngineLock<AddOutcome>(payload, 'accountList', `rank-keywords:${user.id}`, BUSY, async () => {
    const [tracked, same] = await Promise.all([payload.count({ collection: 'rank-keywords', ...asUser(user) }), alreadyTracked()])
    if (same) return ALREADY_TRACKED
    const limit = env.RANK_TRACKING_KEYWORD_LIMIT
    if (tracked.totalDocs >= limit)
      return { field: 'keyword', message: `You track ${limit} keywords, the most an account can. Remove one to add another.` }
    try {
      const created = await payload.create({
        collection: 'rank-keywords',
        data: {
          owner: user.id,
          channel: channel.id,
          youtubeChannelId: channel.youtubeChannelId,
          videoId,
          videoTitle: video.title,
          keyword,
          keywordKey,
        },
        depth: 0,
      })
      return { added: created.id }
    } catch (error) {
      // The same keyword added at the same moment from another tab: the unique index refused the second.
      if (await alreadyTracked()) return ALREADY_TRACKED
      throw error
    }
  })
}

/** Stops tracking (its checks go with it, the delete rules cascade); false when it is not the user's. */
export async function removeRankKeyword(user: User, tracker: number): Promise<boolean> {
  const payload = await payloadClient()
  const { docs } = await payload.delete({ collection: 'rank-keywords', where: { id: { equals: tracker } }, ...asUser(user) })
  return docs.length > 0
}

/** Top-10 emails on or off for one keyword; false when it is not the user's. */
export async function setRankAlerts(user: User, tracker: number, alerts: boolean): Promise<boolean> {
  const payload = await payloadClient()
  const { docs } = await payload.update({
    collection: 'rank-keywords',
    where: { id: { equals: tracker } },
    data: { alerts },
    ...asUser(user),
  })
  return docs.length > 0
}
