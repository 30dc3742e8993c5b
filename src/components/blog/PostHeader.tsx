import Link from 'next/link'

import { MediaImage } from '@/components/media/MediaImage'
import type { FullPost } from '@/lib/data/blog/posts'
import { formatDate } from '@/lib/format'

import { Breadcrumbs } from './Breadcrumbs'

/** Where the article sits (breadcrumbs, category), its title and summary, who wrote it and when. */
export function PostHeader({ post }: { post: FullPost }) {
  const category = post.categories[0]
  return (
    <>
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
    </>
  )
}
