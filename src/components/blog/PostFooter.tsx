import Link from 'next/link'

import { MediaImage } from '@/components/media/MediaImage'
import { SubscribeForm } from '@/components/subscriptions/SubscribeForm'
import type { FullPost } from '@/lib/data/blog/posts'
import type { SubscriptionTopic } from '@/lib/subscriptions/schema'

import { ShareLinks } from './ShareLinks'

type Neighbour = { title: string; slug: string } | null

type Props = { post: FullPost; url: string; neighbours: { older: Neighbour; newer: Neighbour }; topics: SubscriptionTopic[] }

/**
 * After the article: its tags, share links, the subscribe form (the post's categories checked as its
 * topics), a word about each author, and the articles before and after it.
 */
export function PostFooter({ post, url, neighbours, topics }: Props) {
  return (
    <>
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

      <SubscribeForm source={`/blog/${post.slug}`} topics={topics} preselected={post.categories.map((category) => String(category.id))} />

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
            <Link href={`/blog/${neighbours.older.slug}`} rel="prev" className="rounded-2xl border border-border p-4 hover:bg-bg-subtle">
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
    </>
  )
}
