import Link from 'next/link'
import { notFound } from 'next/navigation'

import { ClientErrorTrigger } from '@/components/diagnostics/ClientErrorTrigger'
import { buttonClass } from '@/components/ui/button'
import { Container } from '@/components/ui/Container'
import { getStaffUser } from '@/lib/data/session'
import { checkHealth } from '@/lib/services/health'
import { monitoringSettings } from '@/lib/monitoring/settings'

export const metadata = { title: 'Diagnostics', robots: { index: false, follow: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * For staff after a deploy: is the database answering, is error reporting wired up, and do the error
 * screens and Sentry receive a deliberate error from the browser and from the server.
 */
export default async function DiagnosticsPage({ searchParams }: Props) {
  if (!(await getStaffUser())) notFound()
  if ((await searchParams).throw === 'server') throw new Error('Diagnostics: a test error thrown on the server')
  const [health, sentry] = [await checkHealth(), monitoringSettings()]
  return (
    <Container width="3xl" className="py-12">
      <h1 className="text-3xl font-extrabold tracking-tight">Diagnostics</h1>
      {/* Term above its value on phones; the values include unbreakable setting names. */}
      <dl className="mt-6 grid gap-x-4 gap-y-1 rounded-2xl border border-border bg-card p-6 [overflow-wrap:anywhere] max-sm:[&>dd:not(:last-child)]:mb-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-y-2">
        <dt className="font-semibold">Version</dt>
        <dd>{health.version}</dd>
        <dt className="font-semibold">Database</dt>
        <dd>{health.database}</dd>
        <dt className="font-semibold">Server error reporting</dt>
        <dd>{sentry.serverDsn ? `on (${sentry.environment})` : 'off: no SENTRY_DSN'}</dd>
        <dt className="font-semibold">Browser error reporting</dt>
        <dd>{process.env.NEXT_PUBLIC_SENTRY_DSN ? 'on, through /monitoring' : 'off: no NEXT_PUBLIC_SENTRY_DSN at build time'}</dd>
      </dl>
      <section aria-labelledby="test-errors" className="mt-8">
        <h2 id="test-errors" className="text-xl font-bold">
          Send a test error
        </h2>
        <p className="mt-1 text-muted">Each shows the error screen visitors would see and reports the error to Sentry.</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <ClientErrorTrigger />
          <Link href="/diagnostics?throw=server" prefetch={false} className={buttonClass({ variant: 'secondary' })}>
            Throw an error on the server
          </Link>
        </div>
      </section>
    </Container>
  )
}
