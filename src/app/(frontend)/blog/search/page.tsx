import { EmptyState } from '@/components/blog/EmptyState'
import { Pagination } from '@/components/blog/Pagination'
import { PostGrid } from '@/components/blog/PostCard'
import { SearchForm } from '@/components/blog/SearchForm'
import { Container } from '@/components/ui/Container'
import { listPosts } from '@/lib/data/blog/posts'
import { plural } from '@/lib/format'
import { pageMetadata } from '@/lib/metadata'
import { parseSearchParams, searchHref } from '@/lib/blog/search'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ searchParams }: Props) {
  const { query } = parseSearchParams(await searchParams)
  return pageMetadata({
    title: query ? `Search results for “${query}”` : 'Search the blog',
    description: 'Search every TubeLift article by title, summary and text.',
    path: '/blog/search',
    noIndex: true,
  })
}

export default async function SearchPage({ searchParams }: Props) {
  const { query, page, error } = parseSearchParams(await searchParams)
  const listing = query && !error ? await listPosts({ kind: 'search', query }, page) : null
  return (
    <Container className="py-10">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Search the blog</h1>
      <div className="mt-6 max-w-2xl">
        <SearchForm defaultValue={query} error={error} />
      </div>
      {listing ? (
        <section aria-labelledby="results-title" className="mt-10">
          <h2 id="results-title" className="text-lg font-semibold" aria-live="polite">
            {plural(listing.totalDocs, 'result')} for “{query}”
          </h2>
          <div className="mt-6">
            {listing.posts.length ? (
              <PostGrid posts={listing.posts} />
            ) : (
              <EmptyState
                title="No articles match"
                body="Try a shorter or different phrase, or browse the latest articles."
                href="/blog"
                action="Browse the blog"
              />
            )}
          </div>
          <Pagination
            hrefFor={(p) => searchHref(query, p)}
            page={listing.page}
            totalPages={listing.totalPages}
            label="Search result pages"
          />
        </section>
      ) : null}
    </Container>
  )
}
