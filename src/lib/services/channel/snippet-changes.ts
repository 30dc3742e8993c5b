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

/** Applies a reviewed change, after asking Google for the write scope the first time. */
export function applySnippetChange(user: User, id: number): Promise<Outcome> {
  return outcomeOf(async () => {
    const reviewed = await getSnippetChange(user, id)
    if (!reviewed || reviewed.status !== 'review') throw new ChannelError('change_expired')
    const channel = await writableChannel(user, reviewed.videoId)
    if (!hasScopes((channel.scopes ?? []) as string[], [YOUTUBE_WRITE_SCOPE]))
      return { consentUrl: await startWriteConsent(user, { channel: channel.id, returnTo: reviewPage(reviewed.videoId, reviewed.id) }) }
    const payload = await payloadClient()
    return withVideoWriteLock(payload, reviewed.videoId, async () => {
      // Read again under the lock: a second click waiting here finds the change already applied.
      const change = await getSnippetChange(user, id)
      if (change?.status !== 'review') throw new ChannelError('change_expired')
      const live = await liveSnippet(payload, channel, change.videoId)
      if (!sameSnippet(live, change.before as VideoSnippet)) throw new ChannelError('snippet_conflict')
      const written = await writeSnippet(payload, channel, change.videoId, change.after as VideoSnippet)
      await markChange(payload, change.id, { status: 'applied', appliedAt: new Date().toISOString() })
      await storeVideoSnippet(payload, channel, change.videoId, written)
      return { notice: 'applied' }
    })
  })
}

/** Puts the previous snippet back, unless the video changed on YouTube since the change was applied. */
export function undoSnippetChange(user: User, id: number): Promise<Outcome> {
  return outcomeOf(async () => {
    const applied = await getSnippetChange(user, id)
    if (!applied || applied.status !== 'applied') throw new ChannelError('change_expired')
    const channel = await writableChannel(user, applied.videoId)
    const payload = await payloadClient()
    return withVideoWriteLock(payload, applied.videoId, async () => {
      const change = await getSnippetChange(user, id)
      if (change?.status !== 'applied') throw new ChannelError('change_expired')
      const live = await liveSnippet(payload, channel, change.videoId)
      if (!sameSnippet(live, change.after as VideoSnippet)) throw new ChannelError('undo_conflict')
      const written = await writeSnippet(payload, channel, change.videoId, change.before as VideoSnippet)
      await markChange(payload, change.id, { status: 'undone', undoneAt: new Date().toISOString() })
      await storeVideoSnippet(payload, channel, change.videoId, written)
      return { notice: 'undone' }
    })
  })
}

// Access control off: only the server moves a change on, for the owner its caller checked.
const markChange = (payload: Payload, id: number, data: Pick<SnippetChange, 'status' | 'appliedAt' | 'undoneAt'>) =>
  payload.update({ collection: 'snippet-changes', id, data, depth: 0, overrideAccess: true })
