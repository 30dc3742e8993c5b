import Link from 'next/link'

import { RankTracking } from '@/components/rank-tracking/RankTracking'
import { RankTrackingNotice } from '@/components/rank-tracking/RankTrackingNotice'
import { DashboardToolPage } from '@/components/tools/ToolPage'
import { buttonClass } from '@/components/ui/button'
import { getRankTracking } from '@/lib/data/rank-tracking'
import { requireUser } from '@/lib/data/session'
import { firstParam } from '@/lib/http/search-params'
import { RANK_TRACKING_PAGE } from '@/tools/rank-tracking/rank'

export const metadata = { title: 'Rank tracking' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The account's tracked keywords across its channel's videos (decision 023). */
export default async function RankTrackingPage({ searchParams }: Props) {
  const user = await requireUser(RANK_TRACKING_PAGE)
  const notice = firstParam((await searchParams).rank)
  const { trackers, videos, limit, hasChannel } = await getRankTracking(user)
  return (
    <DashboardToolPage title="Rank tracking" intro="Where your videos stand in YouTube search for the keywords you choose, day by day.">
      <RankTrackingNotice name={notice} />
      {!hasChannel && trackers.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-border px-4 py-6">
          <p className="text-sm">Connect your YouTube channel first: you track keywords for its videos.</p>
          <Link href="/dashboard/channel" className={buttonClass({ variant: 'primary' })}>
            Connect your channel
          </Link>
        </div>
      ) : (
        <RankTracking trackers={trackers} videos={videos} limit={limit} tracked={trackers.length} back={RANK_TRACKING_PAGE} />
      )}
      <Link href="/dashboard/channel" className="text-sm font-semibold text-accent-text hover:underline">
        Back to your channel
      </Link>
    </DashboardToolPage>
  )
}
