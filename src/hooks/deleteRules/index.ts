import type { CollectionBeforeDeleteHook, CollectionSlug, PayloadRequest } from 'payload'

import { isStaffUser } from '@/lib/accounts/roles'

import { deleteDependents, detachDependents } from './dependents'
import { findReferrers, titleOf, type Doc } from './referrers'
import { DeleteRefused, refusalMessage, type Referrer, type ReferrerGroup } from './refusal'
import { DELETE_RULES, type DeleteRule } from './rules'

export { DELETE_RULES, CUSTOMER_DATA } from './rules'
export type { Referrer, ReferrerGroup } from './refusal'

/** What stands in the way of deleting a document: the documents that must not lose it, grouped by collection. */
export type Usage = { groups: ReferrerGroup[]; instead?: string }

const labelOf = (label: unknown, fallback: string) => (typeof label === 'string' ? label : fallback).toLowerCase()

/** The documents that keep `doc` from being deleted, one group per collection (a post using an image twice counts once). */
async function refusingGroups(req: PayloadRequest, slug: CollectionSlug, rule: DeleteRule, doc: Doc): Promise<ReferrerGroup[]> {
  const byCollection = new Map<CollectionSlug, Map<string, Referrer>>()
  for (const pointer of rule.pointers.filter((candidate) => candidate.action === 'refuse')) {
    const docs = byCollection.get(pointer.from) ?? new Map<string, Referrer>()
    for (const referrer of await findReferrers(req, pointer, slug, doc))
      if (!docs.has(String(referrer.id))) docs.set(String(referrer.id), referrer)
    byCollection.set(pointer.from, docs)
  }
  return [...byCollection.entries()]
    .filter(([, docs]) => docs.size > 0)
    .map(([from, docs]) => {
      const { labels } = req.payload.collections[from].config
      return { label: labelOf(docs.size === 1 ? labels.singular : labels.plural, from), docs: [...docs.values()], total: docs.size }
    })
}

const findDoc = (req: PayloadRequest, slug: CollectionSlug, id: number | string) =>
  req.payload.findByID({ collection: slug, id, depth: 0, req, overrideAccess: true, disableErrors: true }) as Promise<Doc | null>

/** The documents that keep `id` from being deleted, for the admin's "Used by" panel. */
export async function usageOf(req: PayloadRequest, slug: CollectionSlug, id: number | string): Promise<Usage> {
  const rule = DELETE_RULES[slug]
  const doc = rule ? await findDoc(req, slug, id) : null
  if (!rule || !doc) return { groups: [] }
  const groups = await refusingGroups(req, slug, rule, doc)
  return { groups, instead: groups.length > 0 ? rule.instead?.(doc as never) : undefined }
}

/**
 * Applies the collection's delete rules (rules.ts, docs/delete-rules.md) before Payload deletes the
 * document, on every API and for each document of a bulk delete: refusals are decided before
 * anything is written, then dependents are deleted or detached, in the delete's transaction where
 * the database adapter runs one.
 * Emptying the demo content (`npm run seed -- --force`) sets `context.wipingDemoContent` to delete
 * what would otherwise be refused, dependents still included.
 */
export const enforceDeleteRules: CollectionBeforeDeleteHook = async ({ collection, id, req }) => {
  const slug = collection.slug as CollectionSlug
  const rule = DELETE_RULES[slug]
  if (!rule) return
  const doc = await findDoc(req, slug, id)
  if (!doc) return
  const what = `the ${labelOf(collection.labels.singular, slug)} “${titleOf(collection, doc)}”`
  if (!req.context.wipingDemoContent) {
    const reason = rule.keep?.(doc as never)
    const groups = await refusingGroups(req, slug, rule, doc)
    if (reason || groups.length > 0) {
      const forStaff = !req.user || isStaffUser(req.user)
      throw new DeleteRefused(refusalMessage({ what, reason, groups, instead: rule.instead?.(doc as never), forStaff }), groups)
    }
  }
  for (const pointer of rule.pointers) {
    if (pointer.action === 'cascade') await deleteDependents(req, pointer, doc.id, what)
    if (pointer.action === 'detach') await detachDependents(req, pointer, doc.id)
  }
}
