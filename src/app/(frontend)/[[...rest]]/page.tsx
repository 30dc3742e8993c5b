import Link from 'next/link'

import { PostGrid } from '@/components/blog/PostCard'
import { ToolIcon } from '@/components/home/ToolIcon'
import { buttonClass } from '@/components/ui/button'
import { Container } from '@/components/ui/Container'
import { barePathMetadata, requireBarePath, type BarePathProps } from '@/lib/cache/cached-page'
import { listPosts } from '@/lib/data/blog/posts'
import { pageMetadata } from '@/lib/metadata'
import { site, tools } from '@/lib/site'

/** The home page; every other unmatched URL also lands here and is a 404 (see lib/cache/cached-page.ts). */
export { noPathsAtBuild as generateStaticParams } from '@/lib/cache/cached-page'

export const generateMetadata = barePathMetadata(
  pageMetadata({
    title: `${site.name}: free YouTube tools, growth guides and real promotion`,
    absoluteTitle: true,
    description: site.description,
    path: '/',
  }),
)

const steps = [
  {
    title: 'Research',
    body: 'Find what viewers already type into YouTube search, and how crowded each phrase is.',
    href: '/keyword-explorer',
  },
  { title: 'Optimize', body: 'Score your title, description, tags and chapters against YouTube’s real limits.', href: '/seo-analyzer' },
  { title: 'Design', body: 'Grab any thumbnail for reference and design your own at exactly 1280×720.', href: '/thumbnail-maker' },
  { title: 'Promote', body: 'Put the finished video in front of the right viewers with an ad campaign.', href: '/promote-video' },
]

export default async function HomePage(props: BarePathProps) {
  await requireBarePath(props)
  const latest = await listPosts({ kind: 'all' }, 1, 3)
  return (
    <>
      <section className="border-b border-border bg-gradient-to-b from-accent-soft to-bg">
        <Container className="py-16 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-text">For YouTube creators</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
            Grow your channel with research, not guesswork.
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted sm:text-xl">
            Free tools to find the right keywords, check your metadata, and make thumbnails that get clicked, plus promotion campaigns that
            run as real ads when a video deserves a push.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/keyword-explorer" className={buttonClass({ size: 'lg' })}>
              Try the free tools
            </Link>
            <Link href="/promote-video" className={buttonClass({ size: 'lg', variant: 'secondary' })}>
              Promote a video
            </Link>
          </div>
        </Container>
      </section>

      <Container as="section" className="py-16">
        <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">Four free tools, one workflow</h2>
        <p className="mt-2 max-w-2xl text-muted">
          No sign-up needed. Create a free account to keep your history, saved keyword lists, reports and designs.
        </p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {tools.map((tool) => (
            <li
              key={tool.slug}
              className="relative flex flex-col rounded-2xl border border-border bg-card p-6 shadow-card transition-shadow hover:shadow-lg"
            >
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-accent-soft text-accent-text">
                <ToolIcon slug={tool.slug} />
              </span>
              <h3 className="mt-4 text-lg font-bold">
                <Link href={`/${tool.slug}`} className="after:absolute after:inset-0 after:content-['']">
                  {tool.name}
                </Link>
              </h3>
              <p className="mt-2 text-[0.95rem] text-muted">{tool.summary}</p>
            </li>
          ))}
        </ul>
      </Container>

      <section className="border-y border-border bg-bg-subtle">
        <Container className="py-16">
          <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">From idea to audience</h2>
          <ol className="mt-8 grid gap-5 md:grid-cols-4">
            {steps.map((step, index) => (
              <li key={step.title} className="rounded-2xl border border-border bg-card p-6">
                <span className="text-sm font-semibold text-accent-text">Step {index + 1}</span>
                <h3 className="mt-1 text-lg font-bold">
                  <Link href={step.href} className="hover:underline">
                    {step.title}
                  </Link>
                </h3>
                <p className="mt-2 text-[0.95rem] text-muted">{step.body}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <Container as="section" className="py-16">
        <div className="grid items-center gap-10 rounded-3xl bg-fg px-6 py-12 text-bg sm:px-12 lg:grid-cols-[1.3fr_1fr]">
          <div>
            <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">Promotion that YouTube allows</h2>
            <p className="mt-3 text-lg opacity-90">
              Campaigns run as real video ads shown to viewers who chose your niche: no bots, no fake views, nothing that puts your channel
              at risk. You see the price before you pay and follow every step of the campaign.
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
            <Link
              href="/all-services"
              className="inline-flex h-12 items-center justify-center rounded-lg bg-bg px-6 font-semibold text-fg hover:opacity-90"
            >
              See services and pricing
            </Link>
            <Link
              href="/promote-video"
              className="inline-flex h-12 items-center justify-center rounded-lg border border-bg/40 px-6 font-semibold text-bg hover:bg-bg/10"
            >
              Start a campaign
            </Link>
          </div>
        </div>
      </Container>

      <Container as="section" className="pb-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">Latest from the blog</h2>
            <p className="mt-2 text-muted">Practical guides from people who grow channels for a living.</p>
          </div>
          <Link href="/blog" className="font-semibold text-accent-text hover:underline">
            All articles →
          </Link>
        </div>
        <div className="mt-8">
          {latest.posts.length ? <PostGrid posts={latest.posts} /> : <p className="text-muted">The first articles are on their way.</p>}
        </div>
      </Container>
    </>
  )
}
