import 'server-only'

import { payloadClient } from '@/lib/payload/client'
import type { KeywordList, KeywordSearch, SeoReport, ThumbnailDesign, ThumbnailDownload, User } from '@/payload-types'

/**
 * What the creator tools remember for a signed-in user. Reads run as that user with access control
 * on, so a user only ever gets their own documents.
 */

const asUser = (user: User) => ({ user, overrideAccess: false as const, depth: 0 })

export async function listThumbnailLookups(user: User, limit = 12): Promise<ThumbnailDownload[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'thumbnail-downloads', sort: '-createdAt', limit, pagination: false, ...asUser(user) })
  return docs
}

export async function listKeywordSearches(user: User, limit = 12): Promise<Pick<KeywordSearch, 'id' | 'seed' | 'language' | 'country' | 'keywordCount' | 'createdAt'>[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'keyword-searches',
    sort: '-createdAt',
    limit,
    pagination: false,
    select: { seed: true, language: true, country: true, keywordCount: true, createdAt: true },
    ...asUser(user),
  })
  return docs
}

export async function listKeywordLists(user: User): Promise<KeywordList[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'keyword-lists', sort: '-updatedAt', limit: 50, pagination: false, ...asUser(user) })
  return docs
}

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

export async function listDesigns(user: User): Promise<Pick<ThumbnailDesign, 'id' | 'name' | 'preview' | 'updatedAt'>[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'thumbnail-designs',
    sort: '-updatedAt',
    limit: 100,
    pagination: false,
    select: { name: true, preview: true, updatedAt: true },
    ...asUser(user),
  })
  return docs
}

/** One of the user's designs, or null when it does not exist or belongs to someone else. */
export async function getDesign(user: User, id: string): Promise<ThumbnailDesign | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'thumbnail-designs', where: { id: { equals: id } }, limit: 1, pagination: false, ...asUser(user) })
  return docs[0] ?? null
}
