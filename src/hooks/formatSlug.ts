import type { CollectionSlug, FieldHook, Where } from 'payload'

import { lockUntilCommit } from '@/lib/database/postgres-locks'
import { nextSlugCandidate, slugify } from '@/lib/slug'

const MAX_ATTEMPTS = 50

/**
 * Fills the slug from the source field when it is left empty, normalises a typed one, and, for
 * generated slugs only, appends -2, -3… until no other document uses it. A slug typed by staff that
 * clashes is left to the unique index, which reports it on the field. On PostgreSQL two documents
 * created at once with the same title would both find the same slug free (neither sees the other's
 * uncommitted row): the second waits for the first's transaction on an advisory lock, then finds -2.
 */
export const formatSlug =
  (sourceField: string): FieldHook =>
  async ({ value, data, originalDoc, req, collection }) => {
    const typed = typeof value === 'string' && value.trim() !== ''
    if (typed) return slugify(value)

    const source = data?.[sourceField] ?? originalDoc?.[sourceField]
    if (typeof source !== 'string' || !source.trim()) return value
    const base = slugify(source)
    if (!base || !collection) return base

    const ownId = originalDoc?.id
    await lockUntilCommit(req, 'slug', `${collection.slug}:${base}`)
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const candidate = nextSlugCandidate(base, attempt)
      const where: Where = { slug: { equals: candidate } }
      if (ownId !== undefined) where.id = { not_equals: ownId }
      const { totalDocs } = await req.payload.count({
        collection: collection.slug as CollectionSlug,
        where,
        req,
      })
      if (totalDocs === 0) return candidate
    }
    return `${base}-${Date.now().toString(36)}`
  }
