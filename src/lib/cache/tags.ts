/**
 * Cache tags shared by the data layer (which tags what it reads) and the Payload hooks (which
 * expire them when staff change something). One tag per collection or global keeps the rule simple:
 * a page is fresh again as soon as anything it read has changed.
 */
export const cacheTags = {
  posts: 'posts',
  authors: 'authors',
  categories: 'categories',
  tags: 'tags',
  media: 'media',
  services: 'services',
  global: (slug: string) => `global:${slug}`,
} as const

/** Everything a post card or post page shows: the post and the documents it links to. */
export const blogTags = [cacheTags.posts, cacheTags.authors, cacheTags.categories, cacheTags.tags, cacheTags.media]
