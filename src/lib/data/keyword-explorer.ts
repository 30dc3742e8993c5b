import 'server-only'

import { asUser } from '@/lib/data/session'
import { payloadClient } from '@/lib/payload/client'
import type { KeywordList, KeywordSearch, User } from '@/payload-types'

/** The keyword explorer's history and saved lists, read as their owner (access control on). */

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
