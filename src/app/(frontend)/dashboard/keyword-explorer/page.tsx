import Link from 'next/link'

import { EmptyState } from '@/components/blog/EmptyState'
import { DeleteSavedButton } from '@/components/tools/DeleteSavedButton'
import { ChannelFitNote } from '@/components/keyword-explorer/ChannelFitNote'
import { KeywordExplorer } from '@/components/keyword-explorer/KeywordExplorer'
import { DashboardToolPage } from '@/components/tools/ToolPage'
import { keywordFitChannel } from '@/lib/data/channel'
import { requireUser } from '@/lib/data/session'
import { listKeywordLists, listKeywordSearches } from '@/lib/data/keyword-explorer'
import { formatDate } from '@/lib/format'
import { firstParam } from '@/lib/http/search-params'

export const metadata = { title: 'Keyword explorer' }

type SavedKeyword = { keyword: string; score: number }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function DashboardKeywordExplorerPage({ searchParams }: Props) {
  const user = await requireUser('/dashboard/keyword-explorer')
  // The channel to fit keywords to: ?channel= as on the channel page, else the user's first.
  const wanted = Number(firstParam((await searchParams).channel)) || undefined
  const [history, lists, fitChannel] = await Promise.all([
    listKeywordSearches(user),
    listKeywordLists(user),
    keywordFitChannel(user, wanted),
  ])
  return (
    <DashboardToolPage
      title="Keyword explorer"
      intro="Find the phrases your viewers search for. Searches are saved to your history; keep the best keywords in lists."
      aside={
        <div className="grid gap-8 xl:grid-cols-2">
          <section aria-labelledby="lists-title">
            <h2 id="lists-title" className="text-lg font-bold">
              Saved keyword lists
            </h2>
            {lists.length ? (
              <ul className="mt-3 flex flex-col gap-3">
                {lists.map((list) => {
                  const keywords = (list.keywords as SavedKeyword[]) ?? []
                  return (
                    <li key={list.id} className="rounded-2xl border border-border bg-card p-4">
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <div className="min-w-0">
                          <p className="font-semibold [overflow-wrap:anywhere]">{list.name}</p>
                          <p className="text-sm text-muted">
                            {keywords.length} keywords · {formatDate(list.updatedAt)}
                          </p>
                        </div>
                        <DeleteSavedButton
                          collection="keyword-lists"
                          id={list.id}
                          path="/dashboard/keyword-explorer"
                          label={`the list “${list.name}”`}
                        />
                      </div>
                      <details className="mt-2">
                        <summary className="cursor-pointer text-sm font-semibold text-accent-text">Show keywords</summary>
                        <ul className="mt-2 flex flex-wrap gap-2">
                          {keywords.map((item) => (
                            <li key={item.keyword}>
                              <Link
                                href={`/dashboard/seo-analyzer?keyword=${encodeURIComponent(item.keyword)}`}
                                className="inline-flex rounded-full bg-accent-soft px-3 py-1 text-sm text-accent-text hover:underline"
                              >
                                {item.keyword} <span className="ml-1 tabular-nums opacity-75">{item.score}</span>
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </details>
                    </li>
                  )
                })}
              </ul>
            ) : (
              <div className="mt-3">
                <EmptyState
                  title="No saved lists yet"
                  body="Run a search, tick the keywords you like, and save them as a list to come back to."
                />
              </div>
            )}
          </section>
          <section aria-labelledby="searches-title">
            <h2 id="searches-title" className="text-lg font-bold">
              Search history
            </h2>
            {history.length ? (
              <ul className="mt-3 divide-y divide-border rounded-2xl border border-border bg-card">
                {history.map((search) => (
                  <li key={search.id} className="flex items-center justify-between gap-2 px-4 py-3">
                    <div className="min-w-0">
                      <p className="font-medium [overflow-wrap:anywhere]">{search.seed}</p>
                      <p className="text-sm text-muted">
                        {search.keywordCount} keywords · {search.language}-{search.country} · {formatDate(search.createdAt)}
                      </p>
                    </div>
                    <Link
                      href={`/dashboard/keyword-explorer?${new URLSearchParams({ q: search.seed, hl: search.language, gl: search.country })}`}
                      className="text-sm font-semibold text-accent-text hover:underline"
                    >
                      Run again<span className="sr-only"> for “{search.seed}”</span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <div className="mt-3">
                <EmptyState title="No searches yet" body="Your keyword searches will be listed here." />
              </div>
            )}
          </section>
        </div>
      }
    >
      <div className="flex flex-col gap-4">
        <ChannelFitNote channel={fitChannel} />
        <KeywordExplorer seoPath="/dashboard/seo-analyzer" canSave channelSize={fitChannel?.size} />
      </div>
    </DashboardToolPage>
  )
}
