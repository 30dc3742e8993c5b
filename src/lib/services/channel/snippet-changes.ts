import 'server-only'

import type { Payload } from 'payload'

import { withAccessToken } from '@/lib/channel/tokens'
import { withVideoWriteLock } from '@/lib/channel/video-write-lock'
import { scoredVideoFacts } from '@/lib/data/channel'
import { getSnippetChange } from '@/lib/data/snippet-changes'
import { env } from '@/lib/env'
import { hasScopes, YOUTUBE_WRITE_SCOPE } from '@/lib/google/scopes'
import { payloadClient } from '@/lib/payload/client'
import { chargedCall } from '@/lib/youtube/quota'
import type { Channel, SnippetChange, User } from '@/payload-types'
import { ChannelError } from '@/tools/channel/errors'
import { diffSnippet, mergeSnippet, sameSnippet, type SnippetEdit, type VideoSnippet } from '@/tools/channel/snippet'
import { fetchVideoSnippet, updateVideoSnippet } from '@/tools/channel/snippet-api'
import { scoreChannelVideo } from '@/tools/channel/score'

import { startWriteConsent } from './connect'
import { outcomeOf, writableChannel, writeToVideo, type Outcome } from './video-writes'

/**
 * Applying a fix to a video's title, description and tags (decision 021), as its channel's owner:
 * review (the live snippet read and kept beside the change), apply (the write scope asked for at
 * first use; refused when the video changed since the review), undo (refused when it changed since
 * the apply). Every failure is a notice and leaves YouTube and the records as they were.
 */

export const videoPage = (videoId: string) => `/dashboard/channel/audit/${videoId}`
export const reviewPage = (videoId: string, change: number) => `${videoPage(videoId)}/review?change=${change}`

const options = (accessToken: string) => ({ baseUrl: env.YOUTUBE_API_BASE_URL, accessToken })

const liveSnippet = (payload: Payload, channel: Channel, videoId: string) =>
  withAccessToken(payload, channel, (token) =>
    chargedCall(payload, 'videos.list', () => fetchVideoSnippet(videoId, options(token)), 'channel-apply'),
  )

/** Writes the whole snippet (50 units). */
const writeSnippet = (payload: Payload, channel: Channel, videoId: string, snippet: VideoSnippet) =>
  writeToVideo(payload, channel, (token) =>
    chargedCall(payload, 'videos.update', () => updateVideoSnippet(videoId, snippet, options(token)), 'channel-apply'),
  )

/** What the audit stores of the video follows what is live, so its score shows the fix. */
async function storeVideoSnippet(payload: Payload, channel: Channel, videoId: string, snippet: VideoSnippet): Promise<void> {
  const { docs } = await payload.find({
    collection: 'channel-videos',
    where: { and: [{ channel: { equals: channel.id } }, { videoId: { equals: videoId } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const video = docs[0]
  if (!video) return
  const facts = { title: snippet.title, description: snippet.description, tags: snippet.tags }
  const score = scoreChannelVideo({ ...scoredVideoFacts(video), ...facts })
  await payload.update({ collection: 'channel-videos', id: video.id, data: { ...facts, ...score }, depth: 0, overrideAccess: true })
}

/** Reads the live snippet and keeps the change for review: nothing is written to YouTube yet. */
export function reviewSnippetChange(user: User, videoId: string, edit: SnippetEdit): Promise<Outcome> {
  return outcomeOf(async () => {
    const channel = await writableChannel(user, videoId)
    const payload = await payloadClient()
    const live = await liveSnippet(payload, channel, videoId)
    if (diffSnippet(live, edit).length === 0) throw new ChannelError('nothing_changed')
    // Access control off: only the server creates changes, for the owner checked above.
    const change = await payload.create({
      collection: 'snippet-changes',
      data: { owner: user.id, channel: channel.id, videoId, status: 'review', before: live, after: mergeSnippet(live, edit) },
      depth: 0,
      overrideAccess: true,
    })
    return { change: change.id }
  })
}

type WriteStep = {
  /** The status the change must still have once the lock is held (a second click finds it moved on). */
  from: SnippetChange['status']
  /** Which side of the change must equal what is live, and which side is written. */
  live: 'before' | 'after'
  written: 'before' | 'after'
  conflict: 'snippet_conflict' | 'undo_conflict'
  notice: 'applied' | 'undone'
  done: () => Pick<SnippetChange, 'status' | 'appliedAt' | 'undoneAt'>
}

const APPLY: WriteStep = {
  from: 'review',
  live: 'before',
  written: 'after',
  conflict: 'snippet_conflict',
  notice: 'applied',
  done: () => ({ status: 'applied', appliedAt: new Date().toISOString() }),
}

const UNDO: WriteStep = {
  from: 'applied',
  live: 'after',
  written: 'before',
  conflict: 'undo_conflict',
  notice: 'undone',
  done: () => ({ status: 'undone', undoneAt: new Date().toISOString() }),
}

/** One write of a change under the video's write lock, after reading the change and the live snippet again. */
async function writeChange(user: User, channel: Channel, { id, videoId }: SnippetChange, step: WriteStep): Promise<Outcome> {
  const payload = await payloadClient()
  return withVideoWriteLock(payload, videoId, async () => {
    const change = await getSnippetChange(user, id)
    if (change?.status !== step.from) throw new ChannelError('change_expired')
    const live = await liveSnippet(payload, channel, videoId)
    if (!sameSnippet(live, change[step.live] as VideoSnippet)) throw new ChannelError(step.conflict)
    const written = await writeSnippet(payload, channel, videoId, change[step.written] as VideoSnippet)
    // Access control off: only the server moves a change on, for the owner checked above.
    await payload.update({ collection: 'snippet-changes', id, data: step.done(), depth: 0, overrideAccess: true })
    await storeVideoSnippet(payload, channel, videoId, written)
    return { notice: step.notice }
  })
}

/** Applies a reviewed change, after asking Google for the write scope the first time. */
export function applySnippetChange(user: User, id: number): Promise<Outcome> {
  return outcomeOf(async () => {
    const change = await getSnippetChange(user, id)
    if (!change || change.status !== 'review') throw new ChannelError('change_expired')
    const channel = await writableChannel(user, change.videoId)
    if (!hasScopes((channel.scopes ?? []) as string[], [YOUTUBE_WRITE_SCOPE]))
      return { consentUrl: await startWriteConsent(user, { channel: channel.id, returnTo: reviewPage(change.videoId, change.id) }) }
    return writeChange(user, channel, change, APPLY)
  })
}

/** Puts the previous snippet back, unless the video changed on YouTube since the change was applied. */
export function undoSnippetChange(user: User, id: number): Promise<Outcome> {
  return outcomeOf(async () => {
    const change = await getSnippetChange(user, id)
    if (!change || change.status !== 'applied') throw new ChannelError('change_expired')
    return writeChange(user, await writableChannel(user, change.videoId), change, UNDO)
  })
}
