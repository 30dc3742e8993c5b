import { buttonClass } from '@/components/ui/button'
import { watchlistDigestAction } from '@/lib/services/competitor-watchlist/actions'

/** The Monday email's setting (the digest's "Stop these emails" link comes here); works without JavaScript. */
export function WatchlistDigestForm({ wanted }: { wanted: boolean }) {
  return (
    <section id="digest" aria-labelledby="digest-title" className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4">
      <h2 id="digest-title" className="text-lg font-bold">
        Weekly email
      </h2>
      <form action={watchlistDigestAction} className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <label className="flex items-start gap-2">
          <input type="checkbox" name="weeklyDigest" defaultChecked={wanted} className="mt-1 h-4 w-4" />
          <span>Email me the week’s top outliers on Mondays (only when there are some).</span>
        </label>
        <button type="submit" className={buttonClass({ variant: 'secondary', size: 'sm', className: 'self-start' })}>
          Save email setting
        </button>
      </form>
    </section>
  )
}
