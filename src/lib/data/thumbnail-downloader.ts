import 'server-only'

import { asUser } from '@/lib/data/session'
import { payloadClient } from '@/lib/payload/client'
import type { ThumbnailDownload, User } from '@/payload-types'

/** The thumbnail downloader's history, read as its owner (access control on). */

export async function listThumbnailLookups(
  user: User,
  limit = 12,
): Promise<Pick<ThumbnailDownload, 'id' | 'videoId' | 'title' | 'channel' | 'createdAt'>[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'thumbnail-downloads',
    sort: '-createdAt',
    limit,
    pagination: false,
    select: { videoId: true, title: true, channel: true, createdAt: true },
    ...asUser(user),
  })
  return docs
}
