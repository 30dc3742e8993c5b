import { YouTubeImage } from '@/components/media/YouTubeImage'
import { buttonClass } from '@/components/ui/button'
import { plural } from '@/lib/format'
import { pickChannelAction } from '@/lib/services/channel/actions'
import type { ChannelSummary } from '@/tools/channel/youtube-api'

/** A Google account with several channels (brand accounts): the creator picks the one to connect. */
export function ChannelPicker({ channels }: { channels: ChannelSummary[] }) {
  return (
    <form action={pickChannelAction} className="rounded-2xl border border-border bg-card p-5 sm:p-6">
      <fieldset>
        <legend className="text-lg font-bold">Which channel do you want to connect?</legend>
        <p className="mt-1 text-sm text-muted">This Google account manages {channels.length} channels. You can connect the others later.</p>
        <div className="mt-4 flex flex-col gap-2">
          {channels.map((channel, index) => (
            <label
              key={channel.youtubeChannelId}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-border px-4 py-3 has-[:checked]:border-accent"
            >
              <input
                type="radio"
                name="youtubeChannelId"
                value={channel.youtubeChannelId}
                defaultChecked={index === 0}
                className="h-4 w-4 accent-[var(--accent)]"
              />
              {channel.avatarUrl ? (
                <YouTubeImage src={channel.avatarUrl} alt="" width={40} height={40} className="h-10 w-10 rounded-full" />
              ) : null}
              <span className="min-w-0 flex-1">
                <span className="block font-semibold [overflow-wrap:anywhere]">{channel.title}</span>
                <span className="block text-sm text-muted [overflow-wrap:anywhere]">
                  {[
                    channel.handle,
                    plural(channel.videoCount, 'video'),
                    channel.subscribers === null ? null : plural(channel.subscribers, 'subscriber'),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className={buttonClass({ className: 'mt-4' })}>
        Connect this channel
      </button>
    </form>
  )
}
