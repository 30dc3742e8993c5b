import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'

import { LivePreviewListener } from '@/components/blog/LivePreviewListener'
import { PostArticle } from '@/components/blog/PostArticle'
import { getStaffUser } from '@/lib/data/session'
import { getNeighbours, getPost, getPostPreview, getRelatedPosts } from '@/lib/data/blog/posts'
import { listArchives } from '@/lib/data/blog/taxonomy'
import { followRedirect } from '@/lib/data/blog/redirects'
import { pageMetadata } from '@/lib/metadata'
import { site } from '@/lib/site'
import { subscriptionTopics } from '@/lib/subscriptions/schema'

type Props = { params: Promise<{ slug: string }> }

export function generateStaticParams() {
  return []
}

/** Published post for visitors; in draft mode, the latest version for a signed-in staff member. */
async function loadPost(slug: string) {
  const { isEnabled: preview } = await draftMode()
  if (preview) {
    const staff = await getStaffUser()
    if (staff) return { post: await getPostPreview(slug, staff), preview: true }
  }
  return { post: await getPost(slug), preview: false }
}

export async function generateMetadata({ params }: Props) {
  const { post } = await loadPost((await params).slug)
  if (!post) return {}
  return pageMetadata({
    title: post.meta?.title ?? post.title,
    absoluteTitle: Boolean(post.meta?.title),
    description: post.meta?.description ?? post.excerpt,
    path: `/blog/${post.slug}`,
    image: typeof post.meta?.image === 'object' && post.meta.image ? post.meta.image : post.heroImage,
    type: 'article',
    publishedTime: post.publishedAt,
    modifiedTime: post.updatedAt,
    authors: post.authors.map((author) => author.name),
    noIndex: post._status !== 'published',
  })
}

export default async function PostPage({ params }: Props) {
  const { slug } = await params
  const { post, preview } = await loadPost(slug)
  if (!post) {
    // A renamed post's old address, or one staff redirected: 308 (decision 018).
    await followRedirect(`/blog/${slug}`)
    notFound()
  }
  const [relatedPosts, neighbours, { categories }] = await Promise.all([
    getRelatedPosts({ id: post.id, categoryIds: post.categories.map((c) => c.id), tagIds: post.tags.map((t) => t.id) }),
    getNeighbours({ id: post.id, publishedAt: post.publishedAt }),
    listArchives(),
  ])
  return (
    <>
      {preview ? <LivePreviewListener serverURL={site.url} /> : null}
      <PostArticle post={post} related={relatedPosts} neighbours={neighbours} topics={subscriptionTopics(categories)} isDraft={preview} />
    </>
  )
}
