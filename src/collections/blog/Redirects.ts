import type { RedirectsPluginConfig } from '@payloadcms/plugin-redirects/types'
import {
  ValidationError,
  type Field,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
} from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { expireTags } from '@/hooks/revalidate'
import { cacheTags } from '@/lib/cache/tags'
import { redirectLoop, redirectPath } from '@/lib/blog/redirects'
import { env } from '@/lib/env'

type RedirectTarget = { type?: 'reference' | 'custom' | null; url?: string | null; reference?: unknown }

/**
 * The plugin's `to.reference` points at posts only, as a plain relationship rather than its
 * one-collection polymorphic one: the delete rules (and any query) can then match it by id.
 */
const postsOnlyReference = ({ defaultFields }: { defaultFields: Field[] }): Field[] =>
  defaultFields.map((field) =>
    'name' in field && field.name === 'to' && field.type === 'group'
      ? {
          ...field,
          fields: field.fields.map((sub) =>
            'name' in sub && sub.name === 'reference' && sub.type === 'relationship' ? ({ ...sub, relationTo: 'posts' } as Field) : sub,
          ),
        }
      : field,
  )

/**
 * Where a redirect points, as a path on this site (a post by reference is its current URL). A post
 * already read with the redirect (its slug populated) is not read again.
 */
async function redirectTargetPath(to: RedirectTarget | undefined, req: PayloadRequest): Promise<string | null> {
  if (to?.type === 'custom') return to.url ? redirectPath(to.url, env.NEXT_PUBLIC_SERVER_URL) : null
  const value = to?.reference
  if (value && typeof value === 'object' && 'slug' in value) return `/blog/${(value as { slug: string }).slug}`
  const id = value && typeof value === 'object' ? (value as { id: number }).id : (value as number | undefined)
  if (!id) return null
  const post = await req.payload.findByID({ collection: 'posts', id, depth: 0, select: { slug: true }, disableErrors: true, req })
  return post ? `/blog/${post.slug}` : null
}

/** The paths every other redirect leads from and to (their posts' slugs read in the same query). */
async function otherRedirects(req: PayloadRequest, id?: number | string): Promise<Map<string, string>> {
  const { docs } = await req.payload.find({
    collection: 'redirects',
    where: id === undefined ? {} : { id: { not_equals: id } },
    depth: 1,
    populate: { posts: { slug: true } },
    pagination: false,
    limit: 0,
    req,
  })
  const next = new Map<string, string>()
  for (const doc of docs) {
    const target = await redirectTargetPath(doc.to as RedirectTarget, req)
    if (target) next.set(redirectPath(doc.from, env.NEXT_PUBLIC_SERVER_URL), target)
  }
  return next
}

/** Stores `from` as a path and refuses a redirect to itself or one that would come back round. */
const refuseLoops: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  if (!data?.from) return data
  const from = redirectPath(String(data.from), env.NEXT_PUBLIC_SERVER_URL)
  const target = await redirectTargetPath({ ...originalDoc?.to, ...data.to } as RedirectTarget, req)
  const loop = target ? redirectLoop(from, target, await otherRedirects(req, originalDoc?.id)) : null
  if (loop)
    throw new ValidationError({
      collection: 'redirects',
      errors: [
        { path: 'from', message: `This redirect would loop: ${loop.join(' → ')}. Change where it points, or remove the other redirect.` },
      ],
      req,
    })
  return { ...data, from }
}

const expireRedirects: CollectionAfterChangeHook & CollectionAfterDeleteHook = async ({ doc, req }) => {
  await expireTags([cacheTags.redirects], req)
  return doc
}

/** `@payloadcms/plugin-redirects`' collection as this site uses it: posts as targets, 308 answers, no loops. */
export const redirectsConfig: RedirectsPluginConfig = {
  collections: ['posts'],
  overrides: {
    fields: postsOnlyReference,
    admin: {
      group: 'Blog',
      defaultColumns: ['from', 'to.type', 'updatedAt'],
      description:
        'Old addresses that lead to a post or another page with a permanent redirect (308). Renaming a published post’s slug adds one by itself.',
    },
    access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
    hooks: { beforeValidate: [refuseLoops], afterChange: [expireRedirects], afterDelete: [expireRedirects] },
  },
}
