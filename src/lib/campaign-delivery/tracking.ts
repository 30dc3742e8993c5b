import type { Payload, PayloadRequest, Where } from 'payload'

import { env } from '@/lib/env'
import { markQuotaSpent, spendCallQuota } from '@/lib/youtube/quota'
import type { Order } from '@/payload-types'
import { fetchVideoStatistics } from '@/tools/youtube/data-api'
import { isYouTubeError } from '@/tools/youtube/errors'

import { isTracked, TRACK_DAYS_AFTER_COMPLETION, utcDay } from './campaign'

/** videos.batchGetStats accepts at most 50 ids per call, each call costing 1 unit (the quota table) whatever the count. */
export const IDS_PER_CALL = 50

export const isTrackingEnabled = () => Boolean(env.YOUTUBE_API_KEY)

export type TrackingResult = { recorded: number; calls: number; failedCalls: number; skipped?: 'no-api-key' }

/** Orders whose video is tracked and has no snapshot yet today. */
async function dueOrders(payload: Payload, now: Date, req?: PayloadRequest, only?: number | string) {
  const since = new Date(now.getTime() - (TRACK_DAYS_AFTER_COMPLETION + 1) * 24 * 60 * 60 * 1000).toISOString()
  const where: Where = {
    or: [
      { status: { in: ['paid', 'in_progress'] } },
      { and: [{ status: { equals: 'completed' } }, { updatedAt: { greater_than_equal: since } }] },
    ],
  }
  const { docs } = await payload.find({
    collection: 'orders',
    where: only !== undefined ? { and: [where, { id: { equals: only } }] } : where,
    pagination: false,
    limit: 0,
    depth: 0,
    select: { status: true, statusHistory: true, video: true },
    req,
  })
  const tracked = docs.filter((order) => isTracked(order as Order, now))
  if (tracked.length === 0) return []
  const done = await payload.find({
    collection: 'video-snapshots',
    where: { and: [{ day: { equals: utcDay(now) } }, { order: { in: tracked.map((o) => o.id) } }] },
    pagination: false,
    limit: 0,
    depth: 0,
    select: { order: true },
    req,
  })
  const recorded = new Set(done.docs.map((s) => String(typeof s.order === 'object' ? s.order.id : s.order)))
  return tracked.filter((order) => !recorded.has(String(order.id)))
}

/**
 * Records today's public counters of every tracked video: one videos.batchGetStats call per 50 distinct
 * videos, each counted against the daily quota before it is made. A call that fails (YouTube down,
 * quota spent) leaves its orders without today's snapshot; the others are kept, and the caller's
 * retry fetches only what is still missing.
 */
export async function recordVideoSnapshots(
  payload: Payload,
  { now = new Date(), req, order }: { now?: Date; req?: PayloadRequest; order?: number | string } = {},
): Promise<TrackingResult> {
  const apiKey = env.YOUTUBE_API_KEY
  if (!apiKey) return { recorded: 0, calls: 0, failedCalls: 0, skipped: 'no-api-key' }
  const orders = await dueOrders(payload, now, req, order)
  const byVideo = new Map<string, typeof orders>()
  for (const o of orders) byVideo.set(o.video.videoId, [...(byVideo.get(o.video.videoId) ?? []), o])
  const ids = [...byVideo.keys()]
  let recorded = 0
  let calls = 0
  let failedCalls = 0
  for (let i = 0; i < ids.length; i += IDS_PER_CALL) {
    const chunk = ids.slice(i, i + IDS_PER_CALL)
    try {
      await spendCallQuota(payload, 'videos.batchGetStats', 'view-tracking', now)
      calls += 1
      let statistics
      try {
        statistics = await fetchVideoStatistics(chunk, { baseUrl: env.YOUTUBE_API_BASE_URL, apiKey })
      } catch (error) {
        if (isYouTubeError(error) && error.kind === 'quota') await markQuotaSpent(payload, 'units', now)
        throw error
      }
      for (const stats of statistics) {
        for (const o of byVideo.get(stats.id) ?? []) {
          await payload.create({
            collection: 'video-snapshots',
            data: {
              order: o.id,
              videoId: stats.id,
              takenAt: now.toISOString(),
              day: utcDay(now),
              viewCount: stats.views,
              likeCount: stats.likes,
              commentCount: stats.comments,
            },
            depth: 0,
            req,
          })
          recorded += 1
        }
      }
    } catch (error) {
      failedCalls += 1
      payload.logger.warn({
        msg: 'view tracking: a videos.batchGetStats batch failed; it is retried later',
        videos: chunk.length,
        err: error,
      })
    }
  }
  return { recorded, calls, failedCalls }
}
