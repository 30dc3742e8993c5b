import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { queueEmail } from '@/lib/email/queue'
import { env } from '@/lib/env'
import { chargedCall, quotaDay } from '@/lib/youtube/quota'
import type { RankKeyword } from '@/payload-types'
import {
  keywordsDue,
  pacificHour,
  RANK_TRACKING_PAGE,
  rankOf,
  RESULTS_CHECKED,
  searchesAllowedNow,
  searchLocale,
  type SearchLocale,
  topBandMove,
  type Position,
} from '@/tools/rank-tracking/rank'
import { searchVideos } from '@/tools/youtube/data-api'
import { isYouTubeError } from '@/tools/youtube/errors'

import { topBandMessage } from './email-templates'

/**
 * The hourly rank check (decision 023). Each run searches only for the keywords whose turn it is,
 * within the day's share reserved for rank tracking so far, and records each one's position once
 * per quota day (a unique index on keyword and day). A spent quota or YouTube failing stops the run
 * with nothing recorded for the keyword it was on: its turn comes again at the next run. Access
 * control is off: a scheduled job, for every owner.
 */

export type RankRun = { checked: number; due: number; stopped: 'quota' | 'youtube' | 'no-api-key' | null }

/** Searches spent today on rank checks (each attempt counts, whether YouTube answered or not). */
async function searchesSpentToday(payload: Payload, today: string): Promise<number> {
  const { docs } = await payload.find({
    collection: 'rank-keywords',
    where: { attemptDay: { equals: today } },
    select: { attempts: true },
    limit: 0,
    pagination: false,
    depth: 0,
  })
  return docs.reduce((sum, doc) => sum + (doc.attempts ?? 0), 0)
}

/** Keywords whose channel was disconnected follow it when the same YouTube channel is connected again by their owner. */
async function relinkReconnected(payload: Payload): Promise<void> {
  const { docs } = await payload.find({
    collection: 'rank-keywords',
    where: { channel: { exists: false } },
    select: { owner: true, youtubeChannelId: true },
    limit: 0,
    pagination: false,
    depth: 0,
  })
  for (const tracker of docs) {
    const { docs: channels } = await payload.find({
      collection: 'channels',
      where: { and: [{ owner: { equals: tracker.owner } }, { youtubeChannelId: { equals: tracker.youtubeChannelId } }] },
      select: { youtubeChannelId: true },
      limit: 1,
      pagination: false,
      depth: 0,
    })
    if (channels[0]) await payload.update({ collection: 'rank-keywords', id: tracker.id, data: { channel: channels[0].id }, depth: 0 })
  }
}

/** Keywords of active channels, the ones checking can start with, and where each channel's audience searches from. */
async function activeTrackers(payload: Payload): Promise<{ trackers: RankKeyword[]; localeOf: (tracker: RankKeyword) => SearchLocale }> {
  const { docs } = await payload.find({
    collection: 'rank-keywords',
    where: { 'channel.status': { equals: 'active' } },
    limit: 0,
    pagination: false,
    depth: 0,
  })
  const { docs: channels } = await payload.find({
    collection: 'channels',
    where: { id: { in: [...new Set(docs.map((doc) => doc.channel))] } },
    select: { country: true, defaultLanguage: true },
    limit: 0,
    pagination: false,
    depth: 0,
  })
  const locales = new Map(channels.map((channel) => [channel.id, searchLocale(channel.country, channel.defaultLanguage)]))
  return { trackers: docs, localeOf: (tracker) => locales.get(tracker.channel as number) ?? {} }
}

async function countAttempt(payload: Payload, tracker: RankKeyword, today: string): Promise<void> {
  const attempts = tracker.attemptDay === today ? (tracker.attempts ?? 0) + 1 : 1
  await payload.update({ collection: 'rank-keywords', id: tracker.id, data: { attemptDay: today, attempts }, depth: 0 })
}

/** Records a day's position and, for a move into or out of the top 10, queues the owner's email: all or nothing. */
async function recordCheck(payload: Payload, tracker: RankKeyword, position: Position, today: string, now: Date): Promise<boolean> {
  const req = await createLocalReq({}, payload)
  const ownTransaction = await initTransaction(req)
  try {
    const existing = await payload.count({
      collection: 'rank-checks',
      where: { and: [{ keyword: { equals: tracker.id } }, { day: { equals: today } }] },
      req,
    })
    if (existing.totalDocs > 0) {
      // Recorded by another runner, or by a run that stopped before marking the keyword (SQLite has
      // no transactions here): mark it checked today so its turn does not come round every hour.
      await payload.update({ collection: 'rank-keywords', id: tracker.id, data: { checkedDay: today }, depth: 0, req })
      if (ownTransaction) await commitTransaction(req)
      return false
    }
    const owner = typeof tracker.owner === 'object' ? tracker.owner.id : tracker.owner
    await payload.create({
      collection: 'rank-checks',
      data: { owner, keyword: tracker.id, day: today, position, checkedAt: now.toISOString() },
      depth: 0,
      req,
    })
    const previous = tracker.checks ? (tracker.lastPosition ?? null) : undefined
    await payload.update({
      collection: 'rank-keywords',
      id: tracker.id,
      data: {
        previousPosition: previous ?? null,
        lastPosition: position,
        lastCheckedAt: now.toISOString(),
        checkedDay: today,
        checks: (tracker.checks ?? 0) + 1,
      },
      depth: 0,
      req,
    })
    const move = topBandMove(previous, position)
    if (move && tracker.alerts) await emailOwner(payload, tracker, owner, move, position, previous ?? null, req)
    if (ownTransaction) await commitTransaction(req)
    return true
  } catch (error) {
    if (ownTransaction) await killTransaction(req)
    throw error
  }
}

async function emailOwner(
  payload: Payload,
  tracker: RankKeyword,
  owner: number,
  move: 'entered' | 'left',
  position: Position,
  previous: Position,
  req: Awaited<ReturnType<typeof createLocalReq>>,
): Promise<void> {
  const user = await payload.findByID({
    collection: 'users',
    id: owner,
    select: { email: true, name: true },
    depth: 0,
    req,
    disableErrors: true,
  })
  if (!user?.email) return
  const message = topBandMessage(
    {
      name: user.name,
      keyword: tracker.keyword,
      videoTitle: tracker.videoTitle,
      move,
      position,
      previous,
      pageUrl: `${env.NEXT_PUBLIC_SERVER_URL}${RANK_TRACKING_PAGE}`,
    },
    env.NEXT_PUBLIC_SERVER_URL,
  )
  await queueEmail(payload, user.email, message, req)
}

export async function checkRankings(payload: Payload, now = new Date()): Promise<RankRun> {
  const apiKey = env.YOUTUBE_API_KEY
  if (!apiKey) return { checked: 0, due: 0, stopped: 'no-api-key' }
  const today = quotaDay(now)
  await relinkReconnected(payload)
  const { trackers, localeOf } = await activeTrackers(payload)
  const allowed = searchesAllowedNow(env.RANK_TRACKING_DAILY_SEARCHES, await searchesSpentToday(payload, today), pacificHour(now))
  const due = keywordsDue(
    trackers.map((t) => ({ id: t.id, checkedDay: t.checkedDay ?? null, lastCheckedAt: t.lastCheckedAt ?? null, createdAt: t.createdAt })),
    today,
    allowed,
  )
  const byId = new Map(trackers.map((tracker) => [tracker.id, tracker]))
  let checked = 0
  for (const id of due) {
    const tracker = byId.get(id)!
    // Counted before the search: a search YouTube charged but did not answer still spent the share.
    await countAttempt(payload, tracker, today)
    let results: string[]
    try {
      const found = await chargedCall(
        payload,
        'search.list',
        () =>
          searchVideos(tracker.keyword, { baseUrl: env.YOUTUBE_API_BASE_URL, apiKey, maxResults: RESULTS_CHECKED, ...localeOf(tracker) }),
        'rank-tracking',
      )
      results = found.items.map((item) => item.id)
    } catch (error) {
      if (!isYouTubeError(error)) throw error
      return { checked, due: due.length, stopped: error.kind === 'quota' ? 'quota' : 'youtube' }
    }
    if (await recordCheck(payload, { ...tracker, attemptDay: today }, rankOf(tracker.videoId, results), today, now)) checked++
  }
  return { checked, due: due.length, stopped: null }
}
