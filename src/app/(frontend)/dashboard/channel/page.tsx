import Link from 'next/link'

import { ChannelAnalytics } from '@/components/channel/ChannelAnalytics'
import { ChannelOverview } from '@/components/channel/ChannelOverview'
import { ChannelPicker } from '@/components/channel/ChannelPicker'
import { ChannelSwitcher } from '@/components/channel/ChannelSwitcher'
import { ConnectExplainer } from '@/components/channel/ConnectExplainer'
import { DisconnectForm } from '@/components/channel/DisconnectForm'
import { RecentUploads } from '@/components/channel/RecentUploads'
import { FormAlert } from '@/components/forms/FormAlert'
import { DashboardToolPage } from '@/components/tools/ToolPage'
import { buttonClass } from '@/components/ui/button'
import { channelChoices, currentChannel, getChannelHome } from '@/lib/data/channel'
import { requireUser } from '@/lib/data/session'
import { googleConfigured } from '@/lib/google/oauth'
import { firstParam } from '@/lib/http/search-params'
import { CHANNEL_NOTICES, isChannelNotice } from '@/tools/channel/notices'
import type { DailyFigures } from '@/tools/channel/youtube-api'

export const metadata = { title: 'Your channel' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function ChannelPage({ searchParams }: Props) {
  const user = await requireUser('/dashboard/channel')
  const params = await searchParams
  const googleReady = googleConfigured()
  const [{ channels, current }, choices] = await Promise.all([
    currentChannel(user, Number(firstParam(params.channel))),
    firstParam(params.pick) ? channelChoices(user) : null,
  ])
  const home = current ? await getChannelHome(user, current.id) : null
  const status = firstParam(params.status)
  const notice = isChannelNotice(status)
    ? CHANNEL_NOTICES[status]
    : firstParam(params.pick) && !choices
      ? CHANNEL_NOTICES.pick_expired
      : null
  return (
    <DashboardToolPage title="Your channel" intro="Your YouTube channel’s figures and the SEO of every upload, in one place.">
      {notice ? <FormAlert tone={notice.tone}>{notice.text}</FormAlert> : null}
      {choices ? <ChannelPicker channels={choices} /> : null}
      {channels.length > 1 && current ? <ChannelSwitcher channels={channels} currentId={current.id} /> : null}
      {home ? (
        <>
          <ChannelOverview channel={home.channel} googleReady={googleReady} />
          <ChannelAnalytics days={(home.channel.analytics ?? []) as DailyFigures[]} fetchedAt={home.channel.analyticsFetchedAt} />
          <RecentUploads uploads={home.recentUploads} fetchedAt={home.channel.videosFetchedAt} />
          <div className="flex flex-wrap gap-2">
            <Link href={`/dashboard/channel/audit?channel=${home.channel.id}`} className={buttonClass({ variant: 'secondary' })}>
              Audit every video
            </Link>
            <Link href="/dashboard/channel/rank-tracking" className={buttonClass({ variant: 'secondary' })}>
              Rank tracking
            </Link>
          </div>
          <DisconnectForm channelId={home.channel.id} title={home.channel.title} />
        </>
      ) : null}
      {choices ? null : <ConnectExplainer googleReady={googleReady} reconnect={channels.length > 0} />}
    </DashboardToolPage>
  )
}
