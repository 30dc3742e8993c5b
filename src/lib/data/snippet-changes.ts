import 'server-only'

import { asUser } from '@/lib/data/session'
import { payloadClient } from '@/lib/payload/client'
import type { SnippetChange, User } from '@/payload-types'

/** The fixes of a connected channel's videos (decision 021), read as their owner: another customer's are never found. */

export async function getSnippetChange(user: User, id: number): Promise<SnippetChange | null> {
  const payload = await payloadClient()
  return payload.findByID({ collection: 'snippet-changes', id, disableErrors: true, ...asUser(user) })
}

/** The video's applied and undone fixes of the last 30 days, newest first. */
export async function listSnippetChanges(user: User, videoId: string): Promise<SnippetChange[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'snippet-changes',
    where: { and: [{ videoId: { equals: videoId } }, { status: { in: ['applied', 'undone'] } }] },
    sort: '-updatedAt',
    limit: 20,
    pagination: false,
    ...asUser(user),
  })
  return docs
}
