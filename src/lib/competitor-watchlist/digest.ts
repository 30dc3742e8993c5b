import type { Payload } from 'payload'

import { queueEmail } from '@/lib/email/queue'
import { env } from '@/lib/env'
import { OUTLIER_THRESHOLD } from '@/tools/competitor-watchlist/outlier'
import { isoWeek } from '@/tools/subscriptions/digest'

import { watchlistDigestMessage, type DigestOutlier } from './email-templates'

/**
 * The Monday email of the week's top outliers (decision 024): to each owner of a watchlist who has
 * not turned it off and has an outlier read in the last seven days. The week is recorded on the
 * account before the email is queued, so a second run (or instance) of the same week sends nothing.
 * Access control is off: a job, for every owner.
 */

export const DIGEST_OUTLIERS = 5
const WEEK_MS = 7 * 86_400_000

export const COMPETITORS_PATH = '/dashboard/channel/competitors'

async function weekOutliers(payload: Payload, owner: number, now: Date): Promise<DigestOutlier[]> {
  const { docs } = await payload.find({
    collection: 'watched-videos',
    where: {
      and: [
        { owner: { equals: owner } },
        { outlierScore: { greater_than_equal: OUTLIER_THRESHOLD } },
        { readAt: { greater_than_equal: new Date(now.getTime() - WEEK_MS).toISOString() } },
      ],
    },
    sort: '-outlierScore',
    limit: DIGEST_OUTLIERS,
    pagination: false,
    depth: 1,
    overrideAccess: true,
  })
  return docs.map((video) => ({
    videoId: video.videoId,
    title: video.title,
    channel: typeof video.watchedChannel === 'object' ? video.watchedChannel.title : '',
    views: video.views,
    score: video.outlierScore ?? 0,
    publishedAt: video.publishedAt,
  }))
}

export async function queueWatchlistDigests(payload: Payload, now = new Date()): Promise<number> {
  const week = isoWeek(now).key
  const { docs: channels } = await payload.find({
    collection: 'watched-channels',
    where: { status: { equals: 'active' } },
    select: { owner: true },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const owners = [...new Set(channels.map((channel) => (typeof channel.owner === 'object' ? channel.owner.id : channel.owner)))]
  let queued = 0
  for (const owner of owners) {
    const user = await payload.findByID({
      collection: 'users',
      id: owner,
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
      disableErrors: true,
    })
    if (!user || user.watchlistDigest === false || user.watchlistDigestWeek === week) continue
    const outliers = await weekOutliers(payload, owner, now)
    if (outliers.length === 0) continue
    await payload.update({ collection: 'users', id: owner, data: { watchlistDigestWeek: week }, depth: 0, overrideAccess: true })
    const page = `${env.NEXT_PUBLIC_SERVER_URL}${COMPETITORS_PATH}`
    await queueEmail(
      payload,
      user.email,
      watchlistDigestMessage(user.name, outliers, { page, settings: `${page}#digest` }, now, env.NEXT_PUBLIC_SERVER_URL),
    )
    queued++
  }
  return queued
}
