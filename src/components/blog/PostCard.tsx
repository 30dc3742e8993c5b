import Link from 'next/link'

import { MediaImage } from '@/components/media/MediaImage'
import type { PostCard as PostCardData } from '@/lib/data/blog/posts'
import { formatDate } from '@/lib/format'

export function PostCard({ post, priority = false }: { post: PostCardData; priority?: boolean }) {
  const category = post.categories[0]
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-card transition-shadow hover:shadow-lg">
      {post.heroImage ? (
        <div className="aspect-video overflow-hidden bg-bg-subtle">
          <MediaImage
            media={post.heroImage}
            use="card"
            // PostGrid's columns in the page Container: 3 from 1024 px (352 px wide at 1152), 2 from 640, else 1.
            sizes="(min-width: 1152px) 352px, (min-width: 1024px) calc(33.3vw - 32px), (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)"
            priority={priority}
            alt=""
            className="aspect-video transition-transform duration-300 group-hover:scale-[1.02]"
          />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        {category ? (
          <Link
            href={`/blog/category/${category.slug}`}
            className="relative z-10 self-start text-xs font-semibold uppercase tracking-wide text-accent-text hover:underline"
          >
            {category.title}
          </Link>
        ) : null}
        <h3 className="mt-2 text-lg font-bold leading-snug text-fg">
          <Link href={`/blog/${post.slug}`} className="after:absolute after:inset-0 after:content-['']">
            {post.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 text-[0.95rem] text-muted">{post.excerpt}</p>
        <p className="mt-auto pt-4 text-sm text-muted">
          {post.authors.map((a) => a.name).join(', ')}
          {post.publishedAt ? (
            <>
              {' · '}
              <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
            </>
          ) : null}
          {post.readingTime ? ` · ${post.readingTime} min read` : null}
        </p>
      </div>
    </article>
  )
}

export function PostGrid({ posts, priorityCount = 0 }: { posts: PostCardData[]; priorityCount?: number }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, index) => (
        <li key={post.id} className="flex">
          <PostCard post={post} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  )
}
