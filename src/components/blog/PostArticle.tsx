import { MediaImage } from '@/components/media/MediaImage'
import { JsonLd } from '@/components/seo/JsonLd'
import { Container, containerImageSizes } from '@/components/ui/Container'
import { extractHeadings, type LexicalState } from '@/lib/blog/lexical'
import type { FullPost, PostCard } from '@/lib/data/blog/posts'
import type { SubscriptionTopic } from '@/lib/subscriptions/schema'
import { absoluteUrl } from '@/lib/site'

import { postJsonLd } from './post-json-ld'
import { PostGrid } from './PostCard'
import { PostFooter } from './PostFooter'
import { PostHeader } from './PostHeader'
import { RichText } from './RichText'
import { TableOfContents } from './TableOfContents'

type Neighbour = { title: string; slug: string } | null

type Props = {
  post: FullPost
  related: PostCard[]
  neighbours: { older: Neighbour; newer: Neighbour }
  /** The subscribe form's topic choices. */
  topics: SubscriptionTopic[]
  isDraft?: boolean
}

export function PostArticle({ post, related, neighbours, topics, isDraft }: Props) {
  const headings = extractHeadings(post.content as LexicalState)
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
          <PostHeader post={post} />
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

          <PostFooter post={post} url={url} neighbours={neighbours} topics={topics} />
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
