import { FormAlert } from '@/components/forms/FormAlert'
import { YouTubeImage } from '@/components/media/YouTubeImage'
import { buttonClass } from '@/components/ui/button'
import { formatDateTime } from '@/lib/format'
import { connectChannelAction, refreshChannelAction } from '@/lib/services/channel/actions'
import type { Channel } from '@/payload-types'

const figure = (value: number | null | undefined) => (value === null || value === undefined ? 'Hidden' : value.toLocaleString('en-US'))

/** The channel's name, picture and totals, with their time, a refresh, and a reconnect when Google refused. */
export function ChannelOverview({ channel, googleReady }: { channel: Channel; googleReady: boolean }) {
  return (
    <section aria-labelledby="channel-title" className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-4">
        {channel.avatarUrl ? (
          <YouTubeImage src={channel.avatarUrl} alt="" width={64} height={64} className="h-16 w-16 rounded-full" />
        ) : null}
        {/* At least 12rem for the name: on a phone the refresh button wraps below it instead of squeezing it. */}
        <div className="min-w-48 flex-1">
          <h2 id="channel-title" className="text-xl font-bold [overflow-wrap:anywhere]">
            {channel.title}
            {channel.demo ? (
              <span className="ml-2 rounded-full bg-bg-subtle px-2 py-0.5 align-middle text-xs font-semibold">Demo data</span>
            ) : null}
          </h2>
          {channel.handle ? <p className="text-sm text-muted [overflow-wrap:anywhere]">{channel.handle}</p> : null}
        </div>
        {channel.demo ? null : (
          <form action={refreshChannelAction}>
            <input type="hidden" name="channel" value={channel.id} />
            <button type="submit" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
              Refresh now
            </button>
          </form>
        )}
      </div>
      {channel.status === 'needs_reconnect' ? (
        <FormAlert tone="error">
          Google no longer lets us read this channel (access was removed or expired). The figures below are the last ones fetched.
          {googleReady ? (
            <form action={connectChannelAction} className="mt-2">
              <button type="submit" className={buttonClass({ size: 'sm' })}>
                Reconnect
              </button>
            </form>
          ) : null}
        </FormAlert>
      ) : null}
      <dl className="grid grid-cols-3 gap-3 text-center">
        {[
          ['Subscribers', figure(channel.subscribers)],
          ['Views', figure(channel.views)],
          ['Videos', figure(channel.videoCount)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl bg-bg-subtle px-2 py-3">
            <dt className="text-xs text-muted sm:text-sm">{label}</dt>
            <dd className="text-lg font-bold sm:text-2xl">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted">
        {channel.demo ? 'Sample figures, not fetched from YouTube.' : `As of ${formatDateTime(channel.statsFetchedAt)}. Refreshed daily.`}
      </p>
    </section>
  )
}
