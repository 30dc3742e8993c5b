import 'server-only'

import type { Payload } from 'payload'

import { withVideoWriteLock } from '@/lib/channel/video-write-lock'
import { fitThumbnail, keptThumbnail, ThumbnailImageError, type ThumbnailBytes } from '@/lib/channel/thumbnail-image'
import { getThumbnailChange, getThumbnailChangeSummary } from '@/lib/data/thumbnail-changes'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { hasScopes, YOUTUBE_WRITE_SCOPE } from '@/lib/google/scopes'
import { payloadClient } from '@/lib/payload/client'
import { chargedCall } from '@/lib/youtube/quota'
import type { Channel, ThumbnailChange, User } from '@/payload-types'
import { ChannelError } from '@/tools/channel/errors'
import { fetchLiveThumbnail, setVideoThumbnail } from '@/tools/channel/thumbnail-api'
import { THUMBNAIL_PROBLEMS, type ThumbnailType } from '@/tools/channel/thumbnail-image'

import { startWriteConsent } from './connect'
import { outcomeOf, writableChannel, writeToVideo, type Outcome } from './video-writes'

/**
 * Setting a video's thumbnail from the thumbnail maker, as its channel's owner (decision 022):
 * review (the live thumbnail downloaded and kept beside the new one), set (the write scope asked for
 * at first use; the live one downloaded again first, and nothing written without it), put back (the
 * kept one sent again). Every failure is a notice and leaves YouTube and the records as they were.
 */

export const thumbnailReviewPage = (videoId: string, change: number) => `/dashboard/channel/audit/${videoId}/thumbnail?change=${change}`

const liveThumbnail = async (videoId: string) => keptThumbnail(await fetchLiveThumbnail(videoId, env.YOUTUBE_IMAGE_BASE_URL))

const asImage = (base64: string, type: string): ThumbnailBytes => ({ bytes: Buffer.from(base64, 'base64'), type: type as ThumbnailType })

/** thumbnails.set (50 units). */
const writeThumbnail = (payload: Payload, channel: Channel, videoId: string, image: ThumbnailBytes) =>
  writeToVideo(payload, channel, (accessToken) =>
    chargedCall(
      payload,
      'thumbnails.set',
      () => setVideoThumbnail(videoId, image, { baseUrl: env.YOUTUBE_API_BASE_URL, accessToken }),
      'thumbnail-publish',
    ),
  )

const markChange = (payload: Payload, id: number, data: Partial<ThumbnailChange>) =>
  payload.update({ collection: 'thumbnail-changes', id, data, depth: 0, overrideAccess: true, select: { status: true } })

/** The new image as thumbnails.set takes it, or a 400 whose message sits next to the image. */
async function checkedImage(bytes: Uint8Array): Promise<ThumbnailBytes> {
  try {
    return await fitThumbnail(bytes)
  } catch (error) {
    if (!(error instanceof ThumbnailImageError)) throw error
    const message = THUMBNAIL_PROBLEMS[error.problem]
    throw new AppError('bad_request', message, { fieldErrors: { image: message } })
  }
}

/**
 * Keeps the new image beside the thumbnail live now, for review: nothing is written to YouTube yet.
 * An image YouTube would refuse is a 400 (after a JPEG over 2 MB was encoded again to fit).
 */
export async function reviewThumbnailChange(user: User, videoId: string, bytes: Uint8Array): Promise<Outcome> {
  const image = await checkedImage(bytes)
  return outcomeOf(async () => {
    const channel = await writableChannel(user, videoId)
    const live = await liveThumbnail(videoId)
    const payload = await payloadClient()
    // Access control off: only the server creates changes, for the owner checked above.
    const change = await payload.create({
      collection: 'thumbnail-changes',
      data: {
        owner: user.id,
        channel: channel.id,
        videoId,
        status: 'review',
        before: Buffer.from(live.bytes).toString('base64'),
        beforeType: live.type,
        after: Buffer.from(image.bytes).toString('base64'),
        afterType: image.type,
      },
      depth: 0,
      overrideAccess: true,
      select: { status: true },
    })
    return { change: change.id }
  })
}

/** Sets the reviewed image on YouTube, after asking Google for the write scope the first time. */
export function applyThumbnailChange(user: User, id: number): Promise<Outcome> {
  return outcomeOf(async () => {
    const reviewed = await getThumbnailChangeSummary(user, id)
    if (!reviewed || reviewed.status !== 'review') throw new ChannelError('change_expired')
    const channel = await writableChannel(user, reviewed.videoId)
    if (!hasScopes((channel.scopes ?? []) as string[], [YOUTUBE_WRITE_SCOPE]))
      return {
        consentUrl: await startWriteConsent(user, { channel: channel.id, returnTo: thumbnailReviewPage(reviewed.videoId, reviewed.id) }),
      }
    const payload = await payloadClient()
    return withVideoWriteLock(payload, reviewed.videoId, async () => {
      // Read again under the lock: a second click waiting here finds the change already set.
      const change = await getThumbnailChange(user, id)
      if (change?.status !== 'review') throw new ChannelError('change_expired')
      // What is kept is what the write replaces: the live thumbnail now, which may differ from the review's.
      const live = await liveThumbnail(change.videoId)
      await markChange(payload, change.id, { before: Buffer.from(live.bytes).toString('base64'), beforeType: live.type })
      await writeThumbnail(payload, channel, change.videoId, asImage(change.after, change.afterType))
      await markChange(payload, change.id, { status: 'applied', appliedAt: new Date().toISOString() })
      return { notice: 'thumbnail_set' }
    })
  })
}

/** Whether a thumbnail was set on the video after this one: putting this one's back would undo that too. */
async function replacedSince(payload: Payload, change: ThumbnailChange): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'thumbnail-changes',
    where: {
      and: [
        { owner: { equals: typeof change.owner === 'object' ? change.owner.id : change.owner } },
        { videoId: { equals: change.videoId } },
        { status: { equals: 'applied' } },
        { appliedAt: { greater_than: change.appliedAt } },
      ],
    },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** Puts back the thumbnail a set replaced; only the video's latest set can be put back. */
export function undoThumbnailChange(user: User, id: number): Promise<Outcome> {
  return outcomeOf(async () => {
    const applied = await getThumbnailChangeSummary(user, id)
    if (!applied || applied.status !== 'applied') throw new ChannelError('change_expired')
    const channel = await writableChannel(user, applied.videoId)
    const payload = await payloadClient()
    return withVideoWriteLock(payload, applied.videoId, async () => {
      const change = await getThumbnailChange(user, id)
      if (change?.status !== 'applied') throw new ChannelError('change_expired')
      if (await replacedSince(payload, change)) throw new ChannelError('thumbnail_replaced')
      await writeThumbnail(payload, channel, change.videoId, asImage(change.before, change.beforeType))
      await markChange(payload, change.id, { status: 'undone', undoneAt: new Date().toISOString() })
      return { notice: 'thumbnail_put_back' }
    })
  })
}
