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
