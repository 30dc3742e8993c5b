import type { CollectionSlug, PayloadRequest, SanitizedCollectionConfig } from 'payload'

import type { Referrer } from './refusal'
import type { Pointer } from './rules'

export type Doc = Record<string, unknown> & { id: number | string }

type Found = Omit<Referrer, 'collection' | 'url'> & { collection: CollectionSlug }

const configOf = (req: PayloadRequest, slug: CollectionSlug): SanitizedCollectionConfig => req.payload.collections[slug].config

const hasDrafts = (config: SanitizedCollectionConfig) => Boolean(config.versions && config.versions.drafts)

const titleField = (config: SanitizedCollectionConfig) => config.admin.useAsTitle || 'id'

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id?: unknown }).id : value)

/** A document's name as people know it: its title field, a file name, or its id. */
export function titleOf(config: SanitizedCollectionConfig, doc: Record<string, unknown>): string {
  const title = doc[titleField(config)] ?? doc.filename ?? doc.id
  return String(title ?? '')
}

export function adminUrl(req: PayloadRequest, collection: string, id: number | string): string {
  return `${req.payload.config.routes.admin}/collections/${collection}/${id}`
}

/** The documents of `from` whose `field` points at `id`: the current ones and, for drafts-enabled collections, the latest drafts. */
async function findPointing(req: PayloadRequest, from: CollectionSlug, field: string, id: number | string): Promise<Found[]> {
  const config = configOf(req, from)
  const title = titleField(config)
  const drafts = hasDrafts(config)
  const query = (draft: boolean) =>
    req.payload.find({
      collection: from,
      where: { [field]: { equals: id } },
      select: { [title]: true, ...(drafts ? { _status: true } : {}) },
      draft,
      depth: 0,
      pagination: false,
      req,
      overrideAccess: true,
    })
  // One after the other: a MongoDB transaction runs one operation at a time.
  const current = await query(false)
  const latest = drafts ? await query(true) : { docs: [] }
  const found = new Map<string, Found>()
  for (const doc of current.docs as Doc[])
    found.set(String(doc.id), { collection: from, id: doc.id, title: titleOf(config, doc), status: drafts ? statusOf(doc) : undefined })
  for (const doc of latest.docs as Doc[])
    if (!found.has(String(doc.id)))
      found.set(String(doc.id), { collection: from, id: doc.id, title: titleOf(config, doc), status: 'draft' })
  return [...found.values()]
}

const statusOf = (doc: Record<string, unknown>) => (doc._status === 'published' ? 'published' : 'draft')

/** Documents that show an upload by its file address (a design's image layers), among its owner's. */
async function findByFileUrl(req: PayloadRequest, pointer: Pointer, target: CollectionSlug, doc: Doc): Promise<Found[]> {
  if (typeof doc.filename !== 'string') return []
  const address = `${req.payload.config.routes.api}/${target}/file/${doc.filename}`
  const config = configOf(req, pointer.from)
  const owner = idOf(doc.owner)
  const { docs } = await req.payload.find({
    collection: pointer.from,
    where: owner === undefined || owner === null ? {} : { owner: { equals: owner } },
    select: { [pointer.field]: true, [titleField(config)]: true },
    depth: 0,
    pagination: false,
    req,
    overrideAccess: true,
  })
  return (docs as unknown as Doc[])
    .filter((candidate) => JSON.stringify(candidate[pointer.field] ?? null).includes(address))
    .map((candidate) => ({ collection: pointer.from, id: candidate.id, title: titleOf(config, candidate) }))
}

/** The documents that point at `doc` (of collection `target`) through `pointer`. */
export async function findReferrers(req: PayloadRequest, pointer: Pointer, target: CollectionSlug, doc: Doc): Promise<Referrer[]> {
  const found =
    pointer.via === 'fileUrl'
      ? await findByFileUrl(req, pointer, target, doc)
      : await findPointing(req, pointer.from, pointer.field, doc.id)
  return found
    .filter((referrer) => referrer.collection !== target || String(referrer.id) !== String(doc.id)) // a post linking to itself
    .map((referrer) => ({ ...referrer, url: adminUrl(req, referrer.collection, referrer.id) }))
}
