import 'server-only'

import { asUser } from '@/lib/data/session'
import { payloadClient } from '@/lib/payload/client'
import type { ThumbnailDownload, User } from '@/payload-types'

/** The thumbnail downloader's history, read as its owner (access control on). */

export async function listThumbnailLookups(user: User, limit = 12): Promise<ThumbnailDownload[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'thumbnail-downloads', sort: '-createdAt', limit, pagination: false, ...asUser(user) })
  return docs
}
