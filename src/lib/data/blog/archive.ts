import 'server-only'

import { notFound } from 'next/navigation'

import { parsePageParam } from '@/lib/blog/pagination'
import { subscriptionTopics, type SubscriptionTopic } from '@/lib/subscriptions/schema'

import { listPosts, type ListingScope, type PostListing } from './posts'
import { getAuthor, getCategory, getTag, listArchives, type AuthorProfile, type Term } from './taxonomy'

export type ArchiveKind = 'author' | 'category' | 'tag'

/** A listing's page, and the blog's categories for its subscribe form's topics. */
type ArchiveListing = { basePath: string; listing: PostListing; subscriptionTopics: SubscriptionTopic[] }

export type Archive = ArchiveListing &
  ({ kind: 'blog' } | { kind: 'author'; author: AuthorProfile } | { kind: 'category' | 'tag'; term: Term })

/**
 * The `{page}` segment of a listing route. `/…/page/1` itself never reaches here (the proxy sends it
 * to the unpaginated URL, which is rendered as page 1); anything that is not a whole number from 1 up
 * is a 404.
 */
export function resolvePage(pageParam: string): number {
  const parsed = parsePageParam(pageParam)
  if (parsed.kind === 'invalid') notFound()
  return parsed.kind === 'first' ? 1 : parsed.page
}

async function archivePage(scope: ListingScope, page: number) {
  const [listing, { categories }] = await Promise.all([listPosts(scope, page), listArchives()])
  if (page > 1 && page > listing.totalPages) notFound()
  return { listing, subscriptionTopics: subscriptionTopics(categories) }
}

export async function loadBlogArchive(pageParam: string): Promise<Archive> {
  const basePath = '/blog'
  const page = resolvePage(pageParam)
  return { kind: 'blog', basePath, ...(await archivePage({ kind: 'all' }, page)) }
}

export async function loadTaxonomyArchive(kind: ArchiveKind, slug: string, pageParam: string): Promise<Archive> {
  const basePath = `/blog/${kind}/${slug}`
  const page = resolvePage(pageParam)
  if (kind === 'author') {
    const author = await getAuthor(slug)
    if (!author) notFound()
    return { kind, basePath, author, ...(await archivePage({ kind, id: author.id }, page)) }
  }
  const term = await (kind === 'category' ? getCategory(slug) : getTag(slug))
  if (!term) notFound()
  return { kind, basePath, term, ...(await archivePage({ kind, id: term.id }, page)) }
}
