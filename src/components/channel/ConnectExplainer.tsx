import Link from 'next/link'

import { buttonClass } from '@/components/ui/button'
import { connectChannelAction } from '@/lib/services/channel/actions'

/** Before going to Google: what is read, why, how long it is kept and how to undo it (issue 33, item 7). */
export function ConnectExplainer({ googleReady, reconnect = false }: { googleReady: boolean; reconnect?: boolean }) {
  return (
    <section aria-labelledby="connect-title" className="rounded-2xl border border-border bg-card p-5 sm:p-6">
      <h2 id="connect-title" className="text-lg font-bold">
        {reconnect ? 'Connect another channel' : 'Connect your YouTube channel'}
      </h2>
      <p className="mt-2 text-muted">
        Google will ask you to let TubeLift <strong className="text-fg">read</strong> your channel. We never change anything on YouTube
        without asking you first.
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
        <li>Your channel’s name, picture, subscribers, views and number of videos.</li>
        <li>Your uploads’ titles, descriptions, tags and public figures, to score their SEO.</li>
        <li>Views, watch time and subscribers gained per day for the last 28 days (YouTube Analytics).</li>
      </ul>
      <p className="mt-3 text-sm text-muted">
        What we fetch is refreshed or deleted within 30 days. Disconnect here at any time, or remove TubeLift at{' '}
        <a href="https://myaccount.google.com/permissions" className="font-semibold text-accent-text hover:underline">
          myaccount.google.com/permissions
        </a>
        . See our{' '}
        <Link href="/privacy-policy" className="font-semibold text-accent-text hover:underline">
          privacy policy
        </Link>
        .
      </p>
      {googleReady ? (
        <form action={connectChannelAction} className="mt-4">
          <button type="submit" className={buttonClass()}>
            Continue to Google
          </button>
        </form>
      ) : (
        <p className="mt-4 rounded-lg border border-border bg-bg-subtle px-4 py-3 text-sm">
          Google is not configured on this server, so channels cannot be connected here yet (README, “Google set-up”).
        </p>
      )}
    </section>
  )
}
