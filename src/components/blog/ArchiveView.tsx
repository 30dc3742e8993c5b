import { JsonLd } from '@/components/seo/JsonLd'
import { Container } from '@/components/ui/Container'
import type { Archive } from '@/lib/data/blog/archive'
import { pageHref } from '@/lib/blog/pagination'
import { absoluteUrl } from '@/lib/site'

import { ArchiveHeader } from './ArchiveHeader'
import { archiveTitle } from './archive-text'
import { Breadcrumbs, type Crumb } from './Breadcrumbs'
import { EmptyState } from './EmptyState'
import { SubscribeForm } from '@/components/subscriptions/SubscribeForm'

import { Pagination } from './Pagination'
import { PostGrid } from './PostCard'

/** A blog archive page: breadcrumbs, its header, the article cards and the pages. */
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
      <SubscribeForm
        source={archive.basePath}
        topics={archive.subscriptionTopics}
        preselected={archive.kind === 'category' ? [String(archive.term.id)] : undefined}
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
