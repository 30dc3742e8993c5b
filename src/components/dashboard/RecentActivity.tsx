import Link from 'next/link'
import type React from 'react'

import { ToolIcon } from '@/components/home/ToolIcon'
import { buttonClass } from '@/components/ui/button'
import type { Overview } from '@/lib/data/overview'
import { formatDate } from '@/lib/format'
import { tools } from '@/lib/site'
import { watchUrl } from '@/tools/youtube/video-id'

type ToolSlug = (typeof tools)[number]['slug']
type Entry = { key: string | number; href: string; label: string; detail: string }

const EMPTY: Record<ToolSlug, { body: string; action: string }> = {
  'keyword-explorer': { body: 'Your keyword searches show up here.', action: 'Explore a keyword' },
  'seo-analyzer': { body: 'The SEO reports you run are kept here.', action: 'Analyze a video' },
  'thumbnail-downloader': { body: 'Videos whose thumbnails you look up are listed here.', action: 'Get a thumbnail' },
  'thumbnail-maker': { body: 'Designs you save in the thumbnail maker appear here.', action: 'Design a thumbnail' },
}

function entriesFor(slug: ToolSlug, overview: Overview): Entry[] {
  switch (slug) {
    case 'keyword-explorer':
      return overview.searches.map((search) => ({
        key: search.id,
        href: `/dashboard/keyword-explorer?${new URLSearchParams({ q: search.seed, hl: search.language, gl: search.country })}`,
        label: search.seed,
        detail: `${search.keywordCount ?? 0} keywords · ${formatDate(search.createdAt)}`,
      }))
    case 'seo-analyzer':
      return overview.reports.map((report) => ({
        key: report.id,
        href: `/dashboard/seo-analyzer?report=${report.id}`,
        label: report.title,
        detail: `Score ${report.score} · ${formatDate(report.createdAt)}`,
      }))
    case 'thumbnail-downloader':
      return overview.lookups.map((lookup) => ({
        key: lookup.id,
        href: `/dashboard/thumbnail-downloader?url=${encodeURIComponent(watchUrl(lookup.videoId))}`,
        label: lookup.title,
        detail: `${lookup.channel ? `${lookup.channel} · ` : ''}${formatDate(lookup.createdAt)}`,
      }))
    case 'thumbnail-maker':
      return overview.designs.map((design) => ({
        key: design.id,
        href: `/dashboard/thumbnail-maker?design=${design.id}`,
        label: design.name,
        detail: `Edited ${formatDate(design.updatedAt)}`,
      }))
  }
}

/** One card per tool with its latest few entries, or what the tool will keep once used. */
export function RecentActivity({ overview }: { overview: Overview }) {
  return (
    <section aria-labelledby="activity-title">
      <h2 id="activity-title" className="text-lg font-bold">
        Recent activity
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {tools.map((tool) => {
          const entries = entriesFor(tool.slug, overview)
          return (
            <li key={tool.slug} className="flex min-w-0 flex-col rounded-2xl border border-border bg-card p-5">
              <div className="flex items-center gap-3">
                <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-text">
                  <ToolIcon slug={tool.slug} />
                </span>
                <h3 className="font-bold">
                  <Link href={`/dashboard/${tool.slug}`} className="hover:underline">
                    {tool.name}
                  </Link>
                </h3>
              </div>
              {entries.length ? (
                <ul className="mt-3 flex flex-col divide-y divide-border text-sm">
                  {entries.map((entry) => (
                    <li key={entry.key} className="min-w-0 py-2">
                      <Link href={entry.href} className="block truncate font-medium text-accent-text hover:underline">
                        {entry.label}
                      </Link>
                      <p className="text-muted">{entry.detail}</p>
                    </li>
                  ))}
                </ul>
              ) : (
                <div className="mt-3 flex flex-1 flex-col items-start justify-between gap-3 text-sm">
                  <p className="text-muted">Nothing yet. {EMPTY[tool.slug].body}</p>
                  <Link href={`/dashboard/${tool.slug}`} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
                    {EMPTY[tool.slug].action}
                  </Link>
                </div>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
