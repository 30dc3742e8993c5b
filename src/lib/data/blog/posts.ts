import 'server-only'

import type { Where } from 'payload'

import { blogTags } from '@/lib/cache/tags'
import { PAGE_SIZE } from '@/lib/blog/pagination'
import { payloadClient } from '@/lib/payload/client'
import type { Author, Category, Media, Post, Tag, User } from '@/payload-types'

import { cached } from '@/lib/data/cache'

/**
 * Every blog read made for a visitor: published posts only (access control, not a filter we could
 * forget), explicit depth and field selection, cached under the blog's tags.
 */

export type MediaRef = Pick<Media, 'id' | 'url' | 'alt' | 'width' | 'height' | 'sizes'> & { caption?: string | null }
export type AuthorRef = Pick<Author, 'id' | 'name' | 'slug'>
export type TermRef = Pick<Category, 'id' | 'title' | 'slug'>

export type PostCard = Pick<Post, 'id' | 'title' | 'slug' | 'excerpt' | 'publishedAt' | 'readingTime'> & {
  heroImage?: MediaRef | null
  authors: AuthorRef[]
  categories: TermRef[]
}

export type PostListing = {
  posts: PostCard[]
  page: number
  totalPages: number
  totalDocs: number
}

const mediaFields = { url: true, alt: true, caption: true, width: true, height: true, sizes: true } as const

const cardSelect = {
  title: true,
  slug: true,
  excerpt: true,
  publishedAt: true,
  readingTime: true,
  heroImage: true,
  authors: true,
  categories: true,
} as const

const cardPopulate = {
  media: mediaFields,
  authors: { name: true, slug: true },
  categories: { title: true, slug: true },
} as const

function asObjects<T>(values: unknown): T[] {
  return Array.isArray(values) ? values.filter((v): v is T => typeof v === 'object' && v !== null) : []
}

function toCard(doc: Record<string, unknown>): PostCard {
  const post = doc as unknown as Post
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    publishedAt: post.publishedAt,
    readingTime: post.readingTime,
    heroImage: typeof post.heroImage === 'object' ? (post.heroImage as MediaRef | null) : null,
    authors: asObjects<AuthorRef>(post.authors),
    categories: asObjects<TermRef>(post.categories),
  }
}

export type ListingScope =
  | { kind: 'all' }
  | { kind: 'author' | 'category' | 'tag'; id: number | string }
  | { kind: 'search'; query: string }

function scopeWhere(scope: ListingScope): Where | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined
    case 'author':
      return { authors: { in: [scope.id] } }
    case 'category':
      return { categories: { in: [scope.id] } }
    case 'tag':
      return { tags: { in: [scope.id] } }
    case 'search':
      return {
        or: [
          { title: { like: scope.query } },
          { excerpt: { like: scope.query } },
          { contentText: { like: scope.query } },
        ],
      }
  }
}

async function readListing(scope: ListingScope, page: number, limit: number): Promise<PostListing> {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'posts',
    where: scopeWhere(scope),
    sort: '-publishedAt',
    page,
    limit,
    depth: 1,
    select: cardSelect,
    populate: cardPopulate,
    overrideAccess: false,
  })
  return {
    posts: result.docs.map((doc) => toCard(doc as Record<string, unknown>)),
    page: result.page ?? page,
    totalPages: Math.max(1, result.totalPages),
    totalDocs: result.totalDocs,
  }
}

/** One page of a listing (all posts, an author's, a category's, a tag's, or search results). */
export const listPosts = cached(
  (scope: ListingScope, page: number, limit: number = PAGE_SIZE) => readListing(scope, page, limit),
  'posts:list',
  blogTags,
)

export type FullPost = Omit<Post, 'heroImage' | 'authors' | 'categories' | 'tags' | 'contentText'> & {
  heroImage?: MediaRef | null
  authors: (Author & { avatar?: MediaRef | null })[]
  categories: TermRef[]
  tags: Pick<Tag, 'id' | 'title' | 'slug'>[]
}

function toFullPost(doc: Post): FullPost {
  return {
    ...doc,
    heroImage: typeof doc.heroImage === 'object' ? (doc.heroImage as MediaRef | null) : null,
    authors: asObjects<Author & { avatar?: MediaRef | null }>(doc.authors),
    categories: asObjects<TermRef>(doc.categories),
    tags: asObjects<Pick<Tag, 'id' | 'title' | 'slug'>>(doc.tags),
  }
}

const postSelect = {
  title: true,
  slug: true,
  excerpt: true,
  heroImage: true,
  content: true,
  authors: true,
  categories: true,
  tags: true,
  publishedAt: true,
  readingTime: true,
  meta: true,
  updatedAt: true,
  createdAt: true,
  _status: true,
} as const

async function readPost(slug: string, preview?: { user: User }): Promise<FullPost | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'posts',
    where: { slug: { equals: slug } },
    limit: 1,
    pagination: false,
    depth: 2,
    select: postSelect,
    populate: {
      authors: { name: true, slug: true, role: true, bio: true, avatar: true },
      categories: { title: true, slug: true },
      tags: { title: true, slug: true },
    },
    draft: Boolean(preview),
    user: preview?.user,
    overrideAccess: false,
  })
  const doc = docs[0]
  return doc ? toFullPost(doc as Post) : null
}

/** The published post with this slug, or null. */
export const getPost = cached((slug: string) => readPost(slug), 'posts:by-slug', blogTags)

/** The latest version, draft or not, for a staff member previewing it. Never cached. */
export function getPostPreview(slug: string, user: User) {
  return readPost(slug, { user })
}

async function readNeighbours(post: { id: number | string; publishedAt?: string | null }) {
  const payload = await payloadClient()
  if (!post.publishedAt) return { newer: null, older: null }
  const query = (where: Where, sort: string) =>
    payload.find({
      collection: 'posts',
      where: { and: [where, { id: { not_equals: post.id } }] },
      sort,
      limit: 1,
      pagination: false,
      depth: 0,
      select: { title: true, slug: true },
      overrideAccess: false,
    })
  const [older, newer] = await Promise.all([
    query({ publishedAt: { less_than: post.publishedAt } }, '-publishedAt'),
    query({ publishedAt: { greater_than: post.publishedAt } }, 'publishedAt'),
  ])
  const pick = (doc?: { title?: string; slug?: string | null }) => (doc?.slug ? { title: doc.title ?? '', slug: doc.slug } : null)
  return { older: pick(older.docs[0]), newer: pick(newer.docs[0]) }
}

/** The previous (older) and next (newer) published posts. */
export const getNeighbours = cached(readNeighbours, 'posts:neighbours', blogTags)

export type RelatedQuery = { id: number | string; categoryIds: (number | string)[]; tagIds: (number | string)[] }

async function readRelated({ id, categoryIds, tagIds }: RelatedQuery, limit: number): Promise<PostCard[]> {
  if (!categoryIds.length && !tagIds.length) return []
  const payload = await payloadClient()
  const or: Where[] = []
  if (categoryIds.length) or.push({ categories: { in: categoryIds } })
  if (tagIds.length) or.push({ tags: { in: tagIds } })
  const { docs } = await payload.find({
    collection: 'posts',
    where: { and: [{ id: { not_equals: id } }, { or }] },
    sort: '-publishedAt',
    limit,
    pagination: false,
    depth: 1,
    select: cardSelect,
    populate: cardPopulate,
    overrideAccess: false,
  })
  return docs.map((doc) => toCard(doc as Record<string, unknown>))
}

/** Recent posts sharing a category or tag with this one. */
export const getRelatedPosts = cached((query: RelatedQuery, limit: number = 3) => readRelated(query, limit), 'posts:related', blogTags)

export type SitemapPost = { slug: string; updatedAt: string; title: string; excerpt: string; publishedAt?: string | null }

async function readAllPublished(): Promise<SitemapPost[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'posts',
    sort: '-publishedAt',
    pagination: false,
    limit: 0,
    depth: 0,
    select: { slug: true, updatedAt: true, title: true, excerpt: true, publishedAt: true },
    overrideAccess: false,
  })
  return docs.flatMap((doc) => (doc.slug ? [{ slug: doc.slug, updatedAt: doc.updatedAt, title: doc.title, excerpt: doc.excerpt, publishedAt: doc.publishedAt }] : []))
}

/** Every published post, lightweight: for the sitemap and the feed. */
export const listAllPublishedPosts = cached(readAllPublished, 'posts:all-published', blogTags)
