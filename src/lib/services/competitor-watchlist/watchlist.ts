import 'server-only'

import type { Payload } from 'payload'

import { publicOptions } from '@/lib/competitor-watchlist/read'
import { asUser } from '@/lib/data/session'
import { env } from '@/lib/env'
import { withEngineLock } from '@/lib/locks/engine-lock'
import { payloadClient } from '@/lib/payload/client'
import { chargedCall } from '@/lib/youtube/quota'
import type { User, WatchedChannel } from '@/payload-types'
import type { ChannelSummary } from '@/tools/channel/youtube-api'
import { parseChannelRef } from '@/tools/competitor-watchlist/channel-ref'
import type { AddRefusal } from '@/tools/competitor-watchlist/messages'
import { fetchPublicChannel } from '@/tools/competitor-watchlist/youtube-api'
import { isYouTubeError } from '@/tools/youtube/errors'

/** Adding and removing watched channels, as their owner (decision 024). */

const BUSY = 'Your watchlist is being changed right now. Please try again in a moment.'

export type AddOutcome = { added: WatchedChannel } | { refused: AddRefusal; title?: string }

async function findWatched(user: User, youtubeChannelId: string): Promise<WatchedChannel | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'watched-channels',
    where: { youtubeChannelId: { equals: youtubeChannelId } },
    limit: 1,
    pagination: false,
    ...asUser(user),
  })
  return docs[0] ?? null
}

function refusalFor(error: unknown): AddRefusal {
  if (!isYouTubeError(error)) throw error
  if (error.kind === 'quota' || error.kind === 'not_configured') return error.kind
  return 'unavailable'
}

/**
 * Finds the channel on YouTube (channels.list, 1 unit) and adds it: refused when the account's list
 * is full (checked first, no quota spent), YouTube knows no such channel, or it is already watched.
 * Its first read is queued at once.
 */
export async function addWatchedChannel(user: User, input: string): Promise<AddOutcome> {
  const ref = parseChannelRef(input)
  if (!ref) return { refused: 'not_found' }
  const payload = await payloadClient()
  const listFull = async () =>
    (await payload.count({ collection: 'watched-channels', ...asUser(user) })).totalDocs >= env.COMPETITOR_WATCHLIST_LIMIT
  if (await listFull()) return { refused: 'limit_reached' }
  if (ref.kind === 'id') {
    const known = await findWatched(user, ref.id)
    if (known) return { refused: 'already_watched', title: known.title }
  }
  let summary: ChannelSummary | null
  try {
    const options = publicOptions()
    summary = await chargedCall(payload, 'channels.list', () => fetchPublicChannel(ref, options), 'competitor-watchlist')
  } catch (error) {
    return { refused: refusalFor(error) }
  }
  if (!summary) return { refused: 'not_found' }
  const found = summary
  // Checked again, one add per account at a time: two adds at once cannot both pass the limit or the duplicate check.
  return withEngineLock<AddOutcome>(payload, 'accountList', `watched-channels:${user.id}`, BUSY, async () => {
    const known = await findWatched(user, found.youtubeChannelId)
    if (known) return { refused: 'already_watched', title: known.title }
    if (await listFull()) return { refused: 'limit_reached' }
    return { added: await createWatched(payload, user, found) }
  })
}

async function createWatched(payload: Payload, user: User, summary: ChannelSummary) {
  const added = await payload.create({
    collection: 'watched-channels',
    data: {
      owner: user.id,
      youtubeChannelId: summary.youtubeChannelId,
      title: summary.title.slice(0, 200),
      handle: summary.handle,
      avatarUrl: summary.avatarUrl,
      subscribers: summary.subscribers,
      uploadsPlaylistId: summary.uploadsPlaylistId,
      status: 'active',
    },
    depth: 0,
    // Access control off: only the server adds channels, for the signed-in owner checked above.
    overrideAccess: true,
  })
  await payload.jobs.queue({ task: 'readWatchedChannel', input: { watchedChannel: added.id } })
  return added
}

/** Removes a watched channel and its videos: the channel removed, or null when the user has no such channel. */
export async function removeWatchedChannel(user: User, id: number): Promise<WatchedChannel | null> {
  const payload = await payloadClient()
  const channel = await payload.findByID({ collection: 'watched-channels', id, disableErrors: true, ...asUser(user) })
  if (!channel) return null
  await payload.delete({ collection: 'watched-channels', id, ...asUser(user) })
  return channel
}

/** Turns the Monday email of the week's outliers on or off for this account (a server-only field). */
export async function setWatchlistDigest(user: User, wanted: boolean): Promise<void> {
  const payload = await payloadClient()
  await payload.update({ collection: 'users', id: user.id, data: { watchlistDigest: wanted }, depth: 0, overrideAccess: true })
}
