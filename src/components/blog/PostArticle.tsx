import Link from 'next/link'

import { MediaImage } from '@/components/media/MediaImage'
import { JsonLd } from '@/components/seo/JsonLd'
import { Container, containerImageSizes } from '@/components/ui/Container'
import type { FullPost, PostCard } from '@/lib/data/blog/posts'
import { formatDate } from '@/lib/format'
import { extractHeadings, type LexicalState } from '@/lib/blog/lexical'
import { absoluteUrl, site } from '@/lib/site'

import { Breadcrumbs } from './Breadcrumbs'
import { PostGrid } from './PostCard'
import { RichText } from './RichText'
import { ShareLinks } from './ShareLinks'
import { TableOfContents } from './TableOfContents'

type Neighbour = { title: string; slug: string } | null

type Props = {
  post: FullPost
  related: PostCard[]
  neighbours: { older: Neighbour; newer: Neighbour }
  isDraft?: boolean
}

function postJsonLd(post: FullPost) {
  const url = absoluteUrl(`/blog/${post.slug}`)
  const image = post.heroImage?.sizes?.og?.url ?? post.heroImage?.url
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: image ? [absoluteUrl(new URL(image, site.url).pathname)] : undefined,
    datePublished: post.publishedAt ?? undefined,
    dateModified: post.updatedAt,
    timeRequired: post.readingTime ? `PT${post.readingTime}M` : undefined,
    keywords: post.tags.map((tag) => tag.title).join(', ') || undefined,
    articleSection: post.categories[0]?.title,
    author: post.authors.map((author) => ({ '@type': 'Person', name: author.name, url: absoluteUrl(`/blog/author/${author.slug}`) })),
    publisher: { '@type': 'Organization', name: site.name, url: site.url, logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') } },
  }
}

export function PostArticle({ post, related, neighbours, isDraft }: Props) {
  const headings = extractHeadings(post.content as LexicalState)
  const category = post.categories[0]
  const url = absoluteUrl(`/blog/${post.slug}`)
  return (
    <>
      {isDraft ? (
        <p role="status" className="bg-warning-soft py-2 text-center text-sm font-semibold text-warning">
          Preview: {post._status === 'published' ? 'unpublished changes' : 'this draft is not published'}. Only staff can see this page.
        </p>
      ) : null}
      <article>
        <Container width="3xl" className="pt-10">
          <Breadcrumbs
            items={[
              { name: 'Home', href: '/' },
              { name: 'Blog', href: '/blog' },
              ...(category ? [{ name: category.title, href: `/blog/category/${category.slug}` }] : []),
              { name: post.title, href: `/blog/${post.slug}` },
            ]}
          />
          <header className="mt-6">
            {category ? (
              <Link
                href={`/blog/category/${category.slug}`}
                className="text-sm font-semibold uppercase tracking-wide text-accent-text hover:underline"
              >
                {category.title}
              </Link>
            ) : null}
            <h1 className="mt-2 text-3xl font-extrabold leading-tight tracking-tight sm:text-[2.6rem]">{post.title}</h1>
            <p className="mt-4 text-lg text-muted sm:text-xl">{post.excerpt}</p>
            <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-3">
              <ul className="flex flex-wrap items-center gap-3">
                {post.authors.map((author) => (
                  <li key={author.id} className="flex items-center gap-2">
                    {author.avatar && typeof author.avatar === 'object' ? (
                      <span className="h-9 w-9 overflow-hidden rounded-full border border-border">
                        <MediaImage media={author.avatar} use="avatar" sizes="36px" alt="" className="h-9 w-9" />
                      </span>
                    ) : null}
                    <Link href={`/blog/author/${author.slug}`} className="font-semibold hover:underline">
                      {author.name}
                    </Link>
                  </li>
                ))}
              </ul>
              <p className="text-sm text-muted">
                {post.publishedAt ? <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time> : 'Not published yet'}
                {post.readingTime ? ` · ${post.readingTime} min read` : null}
              </p>
            </div>
          </header>
        </Container>

        {post.heroImage ? (
          <Container width="5xl" className="mt-8">
            <div className="overflow-hidden rounded-2xl border border-border bg-bg-subtle">
              <MediaImage
                media={post.heroImage}
                use="hero"
                sizes={containerImageSizes('5xl')}
                priority
                alt={post.heroImage.alt ?? ''}
                className="aspect-video"
              />
            </div>
          </Container>
        ) : null}

        <Container width="3xl" className="mt-10">
          {headings.length >= 2 ? (
            <div className="mb-10">
              <TableOfContents headings={headings} />
            </div>
          ) : null}
          <RichText data={post.content} />

          {post.tags.length ? (
            <div className="mt-10 flex flex-wrap items-center gap-2">
              <h2 className="mr-1 text-sm font-semibold text-muted">Tags</h2>
              <ul className="flex flex-wrap gap-2">
                {post.tags.map((tag) => (
                  <li key={tag.id}>
                    <Link
                      href={`/blog/tag/${tag.slug}`}
                      className="inline-flex rounded-full bg-accent-soft px-3 py-1 text-sm font-medium text-accent-text hover:underline"
                    >
                      {tag.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          <div className="mt-6 border-t border-border pt-6">
            <ShareLinks url={url} title={post.title} />
          </div>

          {post.authors.map((author) => (
            <aside
              key={author.id}
              aria-label={`About ${author.name}`}
              className="mt-10 flex gap-4 rounded-2xl border border-border bg-bg-subtle p-6"
            >
              {author.avatar && typeof author.avatar === 'object' ? (
                <span className="h-16 w-16 shrink-0 overflow-hidden rounded-full border border-border">
                  <MediaImage media={author.avatar} use="avatar" sizes="64px" alt="" className="h-16 w-16" />
                </span>
              ) : null}
              <div>
                <p className="text-sm text-muted">Written by</p>
                <p className="text-lg font-bold">
                  <Link href={`/blog/author/${author.slug}`} className="hover:underline">
                    {author.name}
                  </Link>
                </p>
                {author.role ? <p className="text-sm text-muted">{author.role}</p> : null}
                {author.bio ? <p className="mt-2 text-[0.95rem]">{author.bio}</p> : null}
              </div>
            </aside>
          ))}

          {neighbours.older || neighbours.newer ? (
            <nav aria-label="More articles" className="mt-10 grid gap-4 sm:grid-cols-2">
              {neighbours.older ? (
                <Link
                  href={`/blog/${neighbours.older.slug}`}
                  rel="prev"
                  className="rounded-2xl border border-border p-4 hover:bg-bg-subtle"
                >
                  <span className="block text-sm text-muted">← Previous article</span>
                  <span className="mt-1 block font-semibold">{neighbours.older.title}</span>
                </Link>
              ) : (
                <span />
              )}
              {neighbours.newer ? (
                <Link
                  href={`/blog/${neighbours.newer.slug}`}
                  rel="next"
                  className="rounded-2xl border border-border p-4 text-right hover:bg-bg-subtle"
                >
                  <span className="block text-sm text-muted">Next article →</span>
                  <span className="mt-1 block font-semibold">{neighbours.newer.title}</span>
                </Link>
              ) : null}
            </nav>
          ) : null}
        </Container>
      </article>

      {related.length ? (
        <Container as="section" className="mt-16">
          <h2 className="text-2xl font-bold tracking-tight">Related articles</h2>
          <div className="mt-6">
            <PostGrid posts={related} />
          </div>
        </Container>
      ) : null}
      <JsonLd data={postJsonLd(post)} />
    </>
  )
}
