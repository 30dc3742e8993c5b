'use client'

import { useEffect, useSyncExternalStore } from 'react'

import { buttonClass } from '@/components/ui/button'
import { reportError } from '@/lib/monitoring/report'

type Props = {
  error: Error & { digest?: string }
  reset?: () => void
}

/**
 * The product's error screen, in the wording the spec gives: an error with a digest came from the
 * server (its details are only in the server logs); one without happened in the browser.
 */
const subscribeToNothing = () => () => {}
const currentHost = () => window.location.hostname

export function ErrorScreen({ error, reset }: Props) {
  const host = useSyncExternalStore(subscribeToNothing, currentHost, () => 'this site')
  useEffect(() => reportError(error), [error])
  const fromServer = Boolean(error.digest)
  return (
    <div role="alert" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-danger">Application error</p>
      <h1 className="mt-2 text-2xl font-extrabold tracking-tight sm:text-3xl">
        {fromServer
          ? `Application error: a server-side exception has occurred while loading ${host} (see the server logs for more information).`
          : `Application error: a client-side exception has occurred while loading ${host} (see the browser console for more information).`}
      </h1>
      {fromServer ? (
        <p className="mt-4 font-mono text-sm text-muted">
          Digest: <span data-testid="error-digest">{error.digest}</span>
        </p>
      ) : null}
      <p className="mt-4 text-muted">
        The problem has been reported. Trying again usually works; if it keeps happening, contact support@tubelift.dev and mention the
        digest.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {reset ? (
          <button type="button" onClick={reset} className={buttonClass()}>
            Try again
          </button>
        ) : null}
        {/* A full page load: after an error the client-side router may be what is broken. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className={buttonClass({ variant: 'secondary' })}>
          Go to the home page
        </a>
      </div>
    </div>
  )
}
