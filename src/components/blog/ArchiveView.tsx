import { MediaImage } from '@/components/media/MediaImage'
import { JsonLd } from '@/components/seo/JsonLd'
import { Container } from '@/components/ui/Container'
import type { Archive } from '@/lib/data/blog/archive'
import { plural } from '@/lib/format'
import { pageMetadata } from '@/lib/metadata'
import { pageHref } from '@/lib/blog/pagination'
import { absoluteUrl } from '@/lib/site'

import { Breadcrumbs, type Crumb } from './Breadcrumbs'
import { EmptyState } from './EmptyState'
import { Pagination } from './Pagination'
import { PostGrid } from './PostCard'

const KIND_LABEL = { author: 'Author', category: 'Category', tag: 'Tag' } as const

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

function ArchiveHeader({ archive }: { archive: Archive }) {
  const { listing } = archive
  const count = plural(listing.totalDocs, 'article')
  const pageNote = listing.page > 1 ? ` · page ${listing.page} of ${listing.totalPages}` : ''
  if (archive.kind === 'author') {
    const { author } = archive
    return (
      <header className="flex flex-col gap-6 sm:flex-row sm:items-center">
        {author.avatar ? (
          <div className="h-24 w-24 shrink-0 overflow-hidden rounded-full border border-border">
            <MediaImage media={author.avatar} use="avatar" sizes="96px" alt="" priority className="h-24 w-24" />
          </div>
        ) : null}
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-text">{author.role ?? 'Author'}</p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">{author.name}</h1>
          {author.bio ? <p className="mt-3 max-w-2xl text-lg text-muted">{author.bio}</p> : null}
          <p className="mt-3 text-sm text-muted">
            {count}
            {pageNote}
          </p>
          {author.links?.length ? (
            <ul className="mt-3 flex flex-wrap gap-3 text-sm">
              {author.links.map((link) => (
                <li key={link.url}>
                  <a href={link.url} rel="me noopener noreferrer" className="font-medium text-accent-text hover:underline">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </header>
    )
  }
  return (
    <header>
      {archive.kind !== 'blog' ? (
        <p className="text-sm font-semibold uppercase tracking-wide text-accent-text">{KIND_LABEL[archive.kind]}</p>
      ) : null}
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">
        {archive.kind === 'blog' ? 'The TubeLift blog' : archiveTitle(archive)}
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">{archiveDescription(archive)}</p>
      <p className="mt-3 text-sm text-muted">
        {count}
        {pageNote}
      </p>
    </header>
  )
}

export function ArchiveView({ archive, children }: { archive: Archive; children?: React.ReactNode }) {
  const crumbs: Crumb[] = [
    { name: 'Home', href: '/' },
    { name: 'Blog', href: '/blog' },
  ]
  if (archive.kind !== 'blog') crumbs.push({ name: archiveTitle(archive), href: archive.basePath })
  if (archive.listing.page > 1)
    crumbs.push({ name: `Page ${archive.listing.page}`, href: `${archive.basePath}/page/${archive.listing.page}` })
  return (
    <Container className="py-10">
      <Breadcrumbs items={crumbs} />
      <div className="mt-6">
        <ArchiveHeader archive={archive} />
      </div>
      {children}
      <section aria-labelledby="articles-title" className="mt-10">
        {/* Cards are h3s: the heading outline needs the level between them and the page title. */}
        <h2 id="articles-title" className="sr-only">
          Articles
        </h2>
        {archive.listing.posts.length ? (
          // The first card is a phone's largest image, under an author's avatar too: loaded first, not lazily.
          <PostGrid posts={archive.listing.posts} priorityCount={1} />
        ) : (
          <EmptyState
            title="No articles yet"
            body="Nothing has been published here yet. The latest articles are on the blog’s front page."
            href="/blog"
            action="Browse the blog"
          />
        )}
      </section>
      <Pagination
        hrefFor={(page) => pageHref(archive.basePath, page)}
        page={archive.listing.page}
        totalPages={archive.listing.totalPages}
        label={`${archiveTitle(archive)} pages`}
      />
      {archive.kind === 'author' ? (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'Person',
            name: archive.author.name,
            jobTitle: archive.author.role ?? undefined,
            description: archive.author.bio ?? undefined,
            url: absoluteUrl(`/blog/author/${archive.author.slug}`),
            sameAs: archive.author.links?.map((link) => link.url),
          }}
        />
      ) : null}
    </Container>
  )
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
