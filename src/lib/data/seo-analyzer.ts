import 'server-only'

import { asUser } from '@/lib/data/session'
import { payloadClient } from '@/lib/payload/client'
import type { SeoReport, User } from '@/payload-types'

/** The SEO analyzer's saved reports, read as their owner (access control on). */

export async function listSeoReports(user: User, limit = 20): Promise<Pick<SeoReport, 'id' | 'title' | 'videoId' | 'keyword' | 'score' | 'createdAt'>[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'seo-reports',
    sort: '-createdAt',
    limit,
    pagination: false,
    select: { title: true, videoId: true, keyword: true, score: true, createdAt: true },
    ...asUser(user),
  })
  return docs
}

/** One of the user's reports, or null when it does not exist or is not theirs. */
export async function getSeoReport(user: User, id: string): Promise<SeoReport | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'seo-reports', where: { id: { equals: id } }, limit: 1, pagination: false, ...asUser(user) })
  return docs[0] ?? null
}
