import 'server-only'

import { asUser } from '@/lib/data/session'
import { env } from '@/lib/env'
import { payloadClient } from '@/lib/payload/client'
import type { User } from '@/payload-types'
import type { ChartPoint } from '@/tools/rank-tracking/chart'
import { nextCheckAbout, positionChange, trackingBehind, type Position } from '@/tools/rank-tracking/rank'

/** The rank tracking page's reads (decision 023), as the signed-in owner: another customer's keywords are never found. */

/** How many days of checks the chart shows. */
export const HISTORY_DAYS = 90

export type RankTracker = {
  id: number
  keyword: string
  videoId: string
  videoTitle: string
  alerts: boolean
  /** The latest check: a position, null outside the top 50; undefined before the first check. */
  position: Position | undefined
  previous: Position | undefined
  change: number | null
  lastCheckedAt: string | null
  nextCheckAt: string
  behind: boolean
  /** Why checking is paused: the channel is disconnected, or needs reconnecting. */
  paused: 'disconnected' | 'reconnect' | null
  history: ChartPoint[]
}

export async function listRankTrackers(user: User, videoId?: string, now = new Date()): Promise<RankTracker[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'rank-keywords',
    where: videoId ? { videoId: { equals: videoId } } : {},
    // Oldest first; the id orders keywords added in the same millisecond.
    sort: ['createdAt', 'id'],
    limit: 0,
    pagination: false,
    ...asUser(user),
  })
  if (docs.length === 0) return []
  const since = new Date(now.getTime() - HISTORY_DAYS * 86_400_000).toISOString().slice(0, 10)
  const [checks, channels] = await Promise.all([
    payload.find({
      collection: 'rank-checks',
      where: { and: [{ keyword: { in: docs.map((doc) => doc.id) } }, { day: { greater_than_equal: since } }] },
      sort: 'day',
      select: { keyword: true, day: true, position: true },
      limit: 0,
      pagination: false,
      ...asUser(user),
    }),
    payload.find({ collection: 'channels', select: { status: true }, limit: 0, pagination: false, ...asUser(user) }),
  ])
  const statusOf = new Map(channels.docs.map((channel) => [channel.id, channel.status]))
  const history = new Map<number, ChartPoint[]>()
  for (const check of checks.docs) {
    const keyword = typeof check.keyword === 'object' ? check.keyword.id : check.keyword
    history.set(keyword, [...(history.get(keyword) ?? []), { day: check.day, position: check.position ?? null }])
  }
  return docs.map((doc) => {
    const checked = (doc.checks ?? 0) > 0
    const position = checked ? (doc.lastPosition ?? null) : undefined
    const previous = (doc.checks ?? 0) > 1 ? (doc.previousPosition ?? null) : undefined
    const channel = typeof doc.channel === 'object' ? doc.channel?.id : doc.channel
    const status = channel ? statusOf.get(channel) : undefined
    const turn = { lastCheckedAt: doc.lastCheckedAt ?? null, createdAt: doc.createdAt }
    return {
      id: doc.id,
      keyword: doc.keyword,
      videoId: doc.videoId,
      videoTitle: doc.videoTitle,
      alerts: doc.alerts !== false,
      position,
      previous,
      change: previous === undefined || position === undefined ? null : positionChange(previous, position),
      lastCheckedAt: turn.lastCheckedAt,
      nextCheckAt: nextCheckAbout(turn, now).toISOString(),
      behind: trackingBehind(turn, now),
      paused: !status ? 'disconnected' : status === 'active' ? null : 'reconnect',
      history: history.get(doc.id) ?? [],
    }
  })
}

export type RankVideo = { videoId: string; title: string }

/** The page's whole read: the account's keywords, its public uploads to pick from (newest first), and the limit. */
export async function getRankTracking(
  user: User,
): Promise<{ trackers: RankTracker[]; videos: RankVideo[]; limit: number; hasChannel: boolean }> {
  const payload = await payloadClient()
  const [trackers, videos, channels] = await Promise.all([
    listRankTrackers(user),
    payload.find({
      collection: 'channel-videos',
      where: { privacy: { equals: 'public' } },
      sort: '-publishedAt',
      select: { videoId: true, title: true },
      limit: 200,
      pagination: false,
      ...asUser(user),
    }),
    payload.count({ collection: 'channels', ...asUser(user) }),
  ])
  return {
    trackers,
    videos: videos.docs.map((video) => ({ videoId: video.videoId, title: video.title })),
    limit: env.RANK_TRACKING_KEYWORD_LIMIT,
    hasChannel: channels.totalDocs > 0,
  }
}

/** How many keywords the account tracks, against its limit (a video's page shows only that video's). */
export async function rankTrackingAllowance(user: User): Promise<{ tracked: number; limit: number }> {
  const payload = await payloadClient()
  const { totalDocs } = await payload.count({ collection: 'rank-keywords', ...asUser(user) })
  return { tracked: totalDocs, limit: env.RANK_TRACKING_KEYWORD_LIMIT }
}
