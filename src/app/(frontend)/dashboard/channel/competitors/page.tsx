import { EmptyState } from '@/components/blog/EmptyState'
import { OutlierList } from '@/components/competitor-watchlist/OutlierList'
import { WatchedChannelList } from '@/components/competitor-watchlist/WatchedChannelList'
import { WatchlistAddForm } from '@/components/competitor-watchlist/WatchlistAddForm'
import { WatchlistDigestForm } from '@/components/competitor-watchlist/WatchlistDigestForm'
import { FormAlert } from '@/components/forms/FormAlert'
import { DashboardToolPage } from '@/components/tools/ToolPage'
import { listWatchedChannels, listWeekOutliers, OUTLIER_WEEK_DAYS, wantsWatchlistDigest } from '@/lib/data/competitor-watchlist'
import { requireUser } from '@/lib/data/session'
import { env } from '@/lib/env'
import { formatDateTime } from '@/lib/format'
import { firstParam } from '@/lib/http/search-params'
import type { WatchedChannel } from '@/payload-types'
import { isWatchlistNotice, WATCHLIST_NOTICES } from '@/tools/competitor-watchlist/messages'
import { OUTLIER_THRESHOLD } from '@/tools/competitor-watchlist/outlier'
import { nextScheduledRead } from '@/tools/competitor-watchlist/schedule'

export const metadata = { title: 'Competitors' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

function noOutliersYet(channels: WatchedChannel[], now: Date) {
  if (channels.length === 0)
    return {
      title: 'No channels watched yet',
      body: 'Add a competitor above: its uploads of the last 30 days are read and scored every day.',
    }
  if (!channels.some((channel) => channel.readAt))
    return {
      title: 'The first read is under way',
      body: `Uploads of a channel are read within a minute of adding it; if YouTube is busy, at the next hourly read (${formatDateTime(nextScheduledRead(now))}). Reload then.`,
    }
  return {
    title: 'No outliers this week',
    body: `None of the uploads read in the last ${OUTLIER_WEEK_DAYS} days has ${OUTLIER_THRESHOLD}× its channel’s usual views or more. Channels are read again every day.`,
  }
}

export default async function CompetitorsPage({ searchParams }: Props) {
  const user = await requireUser('/dashboard/channel/competitors')
  const now = new Date()
  const [channels, digest, params] = await Promise.all([listWatchedChannels(user), wantsWatchlistDigest(user), searchParams])
  const outliers = await listWeekOutliers(user, channels, now)
  const notice = firstParam(params.status)
  const empty = noOutliersYet(channels, now)
  return (
    <DashboardToolPage
      title="Competitors"
      intro="Watch other channels and see which of their recent uploads beat their usual views: the titles and thumbnails that worked."
    >
      {isWatchlistNotice(notice) ? <FormAlert tone="success">{WATCHLIST_NOTICES[notice]}</FormAlert> : null}
      <WatchlistAddForm full={channels.length >= env.COMPETITOR_WATCHLIST_LIMIT} limit={env.COMPETITOR_WATCHLIST_LIMIT} />
      <section aria-labelledby="outliers-title" className="flex flex-col gap-3">
        <h2 id="outliers-title" className="text-lg font-bold">
          This week’s outliers
        </h2>
        <p className="text-sm text-muted">
          A video’s views against its channel’s median for uploads of the same age: “3×” means three times what that channel usually gets.
        </p>
        {outliers.length ? <OutlierList outliers={outliers} now={now} /> : <EmptyState title={empty.title} body={empty.body} />}
      </section>
      {channels.length ? (
        <section aria-labelledby="watched-title" className="flex flex-col gap-3">
          <h2 id="watched-title" className="text-lg font-bold">
            Watched channels ({channels.length} of {env.COMPETITOR_WATCHLIST_LIMIT})
          </h2>
          <WatchedChannelList channels={channels} />
        </section>
      ) : null}
      {channels.length ? <WatchlistDigestForm wanted={digest} /> : null}
    </DashboardToolPage>
  )
}
