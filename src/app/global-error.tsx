'use client'

import { ErrorScreen } from '@/components/errors/ErrorScreen'

import './(frontend)/globals.css'

/** Replaces the whole document when even the root layout fails. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <body>
        <main>
          <ErrorScreen error={error} />
        </main>
      </body>
    </html>
  )
}
