import { buttonClass } from '@/components/ui/button'
import { disconnectChannelAction } from '@/lib/services/channel/actions'

/** Disconnect asks once more, in place (works without JavaScript): what goes, and that it cannot be undone. */
export function DisconnectForm({ channelId, title }: { channelId: number; title: string }) {
  return (
    <details className="rounded-xl border border-border bg-card px-4 py-3">
      <summary className="cursor-pointer font-semibold">Disconnect this channel</summary>
      <form action={disconnectChannelAction} className="mt-3 flex flex-col gap-3">
        <input type="hidden" name="channel" value={channelId} />
        <p className="text-sm">
          TubeLift’s access to “{title}” is revoked at Google, and everything fetched from it (figures, videos, scores) is deleted here.
          Nothing changes on YouTube. You can connect it again later.
        </p>
        <button
          type="submit"
          className={buttonClass({
            variant: 'danger',
            size: 'sm',
            className: 'h-auto min-h-9 self-start whitespace-normal py-2 text-left',
          })}
        >
          Yes, disconnect “{title}”
        </button>
      </form>
    </details>
  )
}
