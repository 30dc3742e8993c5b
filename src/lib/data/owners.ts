import 'server-only'

import DataLoader from 'dataloader'

import { payloadClient } from '@/lib/payload/client'

type Id = number | string

/**
 * "Name · email" of the accounts with these ids, in one query. Read with access control off, and
 * only name and email: staff screens show who owns a record staff may already read (saved tool
 * results, uploads), while editors may not read user accounts themselves.
 */
export async function ownerLabels(ids: readonly Id[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.map(String))]
  if (unique.length === 0) return new Map()
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'users', where: { id: { in: unique } }, select: { name: true, email: true }, pagination: false, limit: 0, depth: 0, overrideAccess: true })
  return new Map(docs.map((user) => [String(user.id), `${user.name} · ${user.email}`]))
}

// One query for every owner asked for in the same tick, such as all the cells of an admin list.
// Nothing is cached between batches, so a renamed account shows its new name on the next render.
const owners = new DataLoader<Id, string, string>(
  async (ids) => {
    const labels = await ownerLabels(ids)
    return ids.map((id) => labels.get(String(id)) ?? `Deleted account (ID ${id})`)
  },
  { cache: false },
)

/** The owner of one record, batched with the other owners asked for at the same time. */
export function ownerLabel(id: Id | null | undefined): Promise<string> {
  return id === null || id === undefined || id === '' ? Promise.resolve('—') : owners.load(id)
}
