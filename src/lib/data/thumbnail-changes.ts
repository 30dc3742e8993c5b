import 'server-only'

import { listChannels } from '@/lib/data/channel'
import { asUser } from '@/lib/data/session'
import { payloadClient } from '@/lib/payload/client'
import type { ThumbnailChange, User } from '@/payload-types'

/** Thumbnails set on a connected channel's videos (decision 022), read as their owner: another customer's are never found. */

/** A change without its images' bytes: what pages list. */
export type ThumbnailChangeSummary = Pick<ThumbnailChange, 'id' | 'videoId' | 'status' | 'appliedAt' | 'undoneAt' | 'createdAt'>

const SUMMARY = { videoId: true, status: true, appliedAt: true, undoneAt: true, createdAt: true } as const

/** The change with its images (base64), as its owner. */
export async function getThumbnailChange(user: User, id: number): Promise<ThumbnailChange | null> {
  const payload = await payloadClient()
  return payload.findByID({ collection: 'thumbnail-changes', id, disableErrors: true, ...asUser(user) })
}

export async function getThumbnailChangeSummary(user: User, id: number): Promise<ThumbnailChangeSummary | null> {
  const payload = await payloadClient()
  return payload.findByID({ collection: 'thumbnail-changes', id, disableErrors: true, select: SUMMARY, ...asUser(user) })
}

/** One of the change's two images (`before`: the one that was live; `after`: the new one), as its owner. */
export async function thumbnailChangeImage(user: User, id: number, side: 'before' | 'after'): Promise<{ bytes: Buffer; type: string } | null> {
  const payload = await payloadClient()
  const change = await payload.findByID({
    collection: 'thumbnail-changes',
    id,
    disableErrors: true,
    select: side === 'before' ? { before: true, beforeType: true } : { after: true, afterType: true },
    ...asUser(user),
  })
  if (!change) return null
  return side === 'before'
    ? { bytes: Buffer.from(change.before, 'base64'), type: change.beforeType }
    : { bytes: Buffer.from(change.after, 'base64'), type: change.afterType }
}

/** The video's thumbnails set and put back in the last 30 days, newest first. */
export async function listThumbnailChanges(user: User, videoId: string): Promise<ThumbnailChangeSummary[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'thumbnail-changes',
    where: { and: [{ videoId: { equals: videoId } }, { status: { in: ['applied', 'undone'] } }] },
    sort: '-createdAt',
    limit: 20,
    pagination: false,
    select: SUMMARY,
    ...asUser(user),
  })
  return docs
}

/** The videos of the user's connected channels a thumbnail can be set on (not the demo channel's), newest first. */
export async function thumbnailTargets(user: User): Promise<{ videoId: string; title: string }[]> {
  const channels = (await listChannels(user)).filter((channel) => !channel.demo).map((channel) => channel.id)
  if (!channels.length) return []
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'channel-videos',
    where: { channel: { in: channels } },
    sort: '-publishedAt',
    limit: 100,
    pagination: false,
    select: { videoId: true, title: true },
    ...asUser(user),
  })
  return docs.map(({ videoId, title }) => ({ videoId, title }))
}
