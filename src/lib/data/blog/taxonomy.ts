import 'server-only'

import { blogTags, cacheTags } from '@/lib/cache/tags'
import { payloadClient } from '@/lib/payload/client'
import type { Author, Category, Media, Tag } from '@/payload-types'

import { cached } from '@/lib/data/cache'

export type AuthorProfile = Pick<Author, 'id' | 'name' | 'slug' | 'role' | 'bio' | 'links' | 'updatedAt'> & {
  avatar?: Pick<Media, 'id' | 'url' | 'alt' | 'width' | 'height' | 'sizes'> | null
}

async function readAuthor(slug: string): Promise<AuthorProfile | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'authors',
    where: { slug: { equals: slug } },
    limit: 1,
    pagination: false,
    depth: 1,
    select: { name: true, slug: true, role: true, bio: true, links: true, avatar: true, updatedAt: true },
    populate: { media: { url: true, alt: true, width: true, height: true, sizes: true } },
    overrideAccess: false,
  })
  return (docs[0] as AuthorProfile | undefined) ?? null
}

export const getAuthor = cached(readAuthor, 'authors:by-slug', [cacheTags.authors, cacheTags.media])

export type Term = Pick<Category, 'id' | 'title' | 'slug' | 'updatedAt'> & { description?: string | null }

async function readTerm(kind: 'category' | 'tag', slug: string): Promise<Term | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: kind === 'category' ? 'categories' : 'tags',
    where: { slug: { equals: slug } },
    limit: 1,
    pagination: false,
    depth: 0,
    select: kind === 'category' ? { title: true, slug: true, description: true, updatedAt: true } : { title: true, slug: true, updatedAt: true },
    overrideAccess: false,
  })
  return (docs[0] as Term | undefined) ?? null
}

export const getCategory = cached((slug: string) => readTerm('category', slug), 'categories:by-slug', [cacheTags.categories])
export const getTag = cached((slug: string) => readTerm('tag', slug), 'tags:by-slug', [cacheTags.tags])

async function readAllTerms() {
  const payload = await payloadClient()
  const [categories, tags, authors] = await Promise.all([
    payload.find({ collection: 'categories', sort: 'title', pagination: false, limit: 0, depth: 0, select: { title: true, slug: true, updatedAt: true }, overrideAccess: false }),
    payload.find({ collection: 'tags', sort: 'title', pagination: false, limit: 0, depth: 0, select: { title: true, slug: true, updatedAt: true }, overrideAccess: false }),
    payload.find({ collection: 'authors', sort: 'name', pagination: false, limit: 0, depth: 0, select: { name: true, slug: true, updatedAt: true }, overrideAccess: false }),
  ])
  return {
    categories: categories.docs as Pick<Category, 'id' | 'title' | 'slug' | 'updatedAt'>[],
    tags: tags.docs as Pick<Tag, 'id' | 'title' | 'slug' | 'updatedAt'>[],
    authors: authors.docs as Pick<Author, 'id' | 'name' | 'slug' | 'updatedAt'>[],
  }
}

/** Every category, tag and author: for navigation, the sitemap and the blog sidebar. */
export const listArchives = cached(readAllTerms, 'archives:all', blogTags)
