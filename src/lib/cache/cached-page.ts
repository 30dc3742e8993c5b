import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

/**
 * Pages that read Payload but have no URL parameter (home, services, legal pages) live in an
 * optional catch-all folder (`[[...rest]]`). With no paths listed at build time they are not
 * prerendered by `next build`, which has no database; each is rendered on its first request and
 * then served from the cache until a content change expires its tags, like the blog routes.
 */
export type BarePathProps = { params: Promise<{ rest?: string[] }> }

/** Nothing is rendered at build time. */
export function noPathsAtBuild() {
  return []
}

/** The catch-all only stands in for the bare path: `/all-services/anything` is a 404. */
export async function requireBarePath({ params }: BarePathProps) {
  if ((await params).rest?.length) notFound()
}

/** The tab title of the 404 the catch-all renders for extra segments (its own metadata would be the bare page's). */
export const NOT_FOUND_METADATA: Metadata = { title: 'Page not found', robots: { index: false } }

/** A catch-all page's metadata: the bare page's, or the 404's for any other path. */
export function barePathMetadata(metadata: Metadata | (() => Promise<Metadata>)) {
  return async ({ params }: BarePathProps): Promise<Metadata> => {
    if ((await params).rest?.length) return NOT_FOUND_METADATA
    return typeof metadata === 'function' ? metadata() : metadata
  }
}
