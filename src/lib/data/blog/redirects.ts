import 'server-only'

import { permanentRedirect } from 'next/navigation'

import { redirectPath } from '@/lib/blog/redirects'
import { cacheTags } from '@/lib/cache/tags'
import { env } from '@/lib/env'
import { payloadClient } from '@/lib/payload/client'

import { cached } from '@/lib/data/cache'

/**
 * Where an old address leads, if a redirect names it (decision 018). Asked only when a path finds
 * nothing, so pages that exist never pay for it; cached under the redirects' and posts' tags, so a
 * new redirect or a renamed post is followed at once.
 */
async function readRedirect(path: string): Promise<string | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'redirects',
    where: { from: { equals: path } },
    depth: 1,
    populate: { posts: { slug: true } },
    limit: 1,
    overrideAccess: false,
  })
  const to = docs[0]?.to
  if (!to) return null
  if (to.type === 'custom') return to.url ?? null
  const post = to.reference
  return post && typeof post === 'object' && post.slug ? `/blog/${post.slug}` : null
}

const getRedirect = cached(readRedirect, 'redirects:from', [cacheTags.redirects, cacheTags.posts])

/** Answers 308 to the redirect's target when `path` has one; returns otherwise. */
export async function followRedirect(path: string): Promise<void> {
  const target = await getRedirect(redirectPath(path, env.NEXT_PUBLIC_SERVER_URL))
  if (target && redirectPath(target, env.NEXT_PUBLIC_SERVER_URL) !== redirectPath(path, env.NEXT_PUBLIC_SERVER_URL)) permanentRedirect(target)
}
