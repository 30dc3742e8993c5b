import type { Archive } from '@/lib/data/blog/archive'
import { pageMetadata } from '@/lib/metadata'

// What a blog archive (the blog, an author, a category, a tag) is called and described as, on the page and in its metadata.

export function archiveTitle(archive: Archive): string {
  switch (archive.kind) {
    case 'blog':
      return 'Blog'
    case 'author':
      return archive.author.name
    default:
      return archive.term.title
  }
}

export function archiveDescription(archive: Archive): string {
  switch (archive.kind) {
    case 'blog':
      return 'Practical guides on YouTube SEO, thumbnails, analytics, Shorts, monetization and promotion, from people who grow channels for a living.'
    case 'author':
      return archive.author.bio ?? `Articles by ${archive.author.name}.`
    case 'category':
      return archive.term.description ?? `Articles about ${archive.term.title}.`
    case 'tag':
      return `Articles tagged “${archive.term.title}”.`
  }
}

export function archiveMetadata(archive: Archive) {
  const page = archive.listing.page
  const title =
    archive.kind === 'blog'
      ? 'Blog: guides to growing a YouTube channel'
      : `${archiveTitle(archive)}${archive.kind === 'tag' ? ' articles' : ''}`
  return pageMetadata({
    title: page > 1 ? `${title} (page ${page})` : title,
    description: archiveDescription(archive),
    path: page > 1 ? `${archive.basePath}/page/${page}` : archive.basePath,
    image: archive.kind === 'author' ? archive.author.avatar : archive.listing.posts[0]?.heroImage,
  })
}
