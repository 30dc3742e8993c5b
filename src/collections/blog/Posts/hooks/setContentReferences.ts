import type { CollectionBeforeChangeHook, Payload, PayloadRequest } from 'payload'

/** A document that rich text points at: an image (upload node), an embedded document or an internal link. */
export type ContentReference = { relationTo: string; id: number | string }

type Node = { type?: unknown; relationTo?: unknown; value?: unknown; fields?: unknown; children?: unknown }

const idOf = (value: unknown): number | string | null => {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (value && typeof value === 'object' && 'id' in value) return idOf((value as { id: unknown }).id)
  return null
}

function referenceOf(node: Node): ContentReference | null {
  if ((node.type === 'upload' || node.type === 'relationship') && typeof node.relationTo === 'string') {
    const id = idOf(node.value)
    return id === null ? null : { relationTo: node.relationTo, id }
  }
  // Internal links keep their target in `fields.doc` ({ relationTo, value }); external links have none.
  const doc = (node.fields as { doc?: { relationTo?: unknown; value?: unknown } } | null | undefined)?.doc
  if ((node.type === 'link' || node.type === 'autolink') && typeof doc?.relationTo === 'string') {
    const id = idOf(doc.value)
    return id === null ? null : { relationTo: doc.relationTo, id }
  }
  return null
}

/**
 * Every document a Lexical rich text value points at, depth-first, however deeply nested (images
 * sit at the top level, links inside paragraphs and list items). Anything that is not a Lexical
 * state gives none.
 */
export function contentReferences(state: unknown): ContentReference[] {
  const found: ContentReference[] = []
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const reference = referenceOf(node as Node)
    if (reference) found.push(reference)
    const children = (node as Node).children
    if (Array.isArray(children)) children.forEach(visit)
  }
  visit((state as { root?: unknown } | null | undefined)?.root)
  return found
}

const idsTo = (references: ContentReference[], collection: string) => [
  ...new Map(references.filter((r) => r.relationTo === collection).map((r) => [String(r.id), r.id])).values(),
]

/**
 * Keeps the post's content references in step with its content, drafts included: the images its
 * text shows and the posts it links to or embeds, as relationship fields every database can query,
 * so deleting one of them is refused while a post uses it (docs/delete-rules.md).
 */
export const setContentReferences: CollectionBeforeChangeHook = ({ data }) => {
  if (data.content === undefined) return data
  return { ...data, ...referencesOf(data.content) }
}

function referencesOf(content: unknown) {
  const references = contentReferences(content)
  return { contentImages: idsTo(references, 'media'), contentLinks: idsTo(references, 'posts') }
}

/**
 * Fills in the content references of posts saved before they existed (migration 20261126_delete_rules):
 * each post and its latest version, written through the database adapter so no new version is made.
 */
export async function backfillContentReferences(payload: Payload, req: PayloadRequest): Promise<void> {
  for (let page = 1, more = true; more; page += 1) {
    const result = await payload.find({
      collection: 'posts',
      select: { content: true },
      depth: 0,
      limit: 100,
      page,
      sort: 'createdAt',
      req,
    })
    for (const doc of result.docs) await payload.db.updateOne({ collection: 'posts', id: doc.id, data: referencesOf(doc.content), req })
    more = result.hasNextPage
  }
  for (let page = 1, more = true; more; page += 1) {
    const result = await payload.db.findVersions({
      collection: 'posts',
      where: { latest: { equals: true } },
      limit: 100,
      page,
      sort: 'createdAt',
      req,
    })
    for (const { id, ...version } of result.docs) {
      const data = version.version as Record<string, unknown>
      await payload.db.updateVersion({
        collection: 'posts',
        id,
        versionData: { ...version, version: { ...data, ...referencesOf(data.content) } } as never,
        req,
      })
    }
    more = result.hasNextPage
  }
}
