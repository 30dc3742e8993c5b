import Link from 'next/link'

import { AuditList } from '@/components/channel/AuditList'
import { AuditProgress } from '@/components/channel/AuditProgress'
import { ChannelSwitcher } from '@/components/channel/ChannelSwitcher'
import { EmptyState } from '@/components/blog/EmptyState'
import { FormAlert } from '@/components/forms/FormAlert'
import { DashboardToolPage } from '@/components/tools/ToolPage'
import { buttonClass } from '@/components/ui/button'
import { currentChannel, getChannelAudit } from '@/lib/data/channel'
import { requireUser } from '@/lib/data/session'
import { formatDateTime } from '@/lib/format'
import { firstParam } from '@/lib/http/search-params'
import { auditChannelAction } from '@/lib/services/channel/actions'
import { failingRuleCounts, ruleLabels, worstFirst } from '@/tools/channel/audit'
import { CHANNEL_NOTICES, isChannelNotice } from '@/tools/channel/notices'

export const metadata = { title: 'Channel audit' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function ChannelAuditPage({ searchParams }: Props) {
  const user = await requireUser('/dashboard/channel/audit')
  const params = await searchParams
  const { channels, current } = await currentChannel(user, Number(firstParam(params.channel)))
  const audit = current ? await getChannelAudit(user, current.id) : null
  const state = audit?.channel.audit
  const running = state?.status === 'queued' || state?.status === 'running'
  const status = firstParam(params.status)
  // The notice comes from the address, which keeps it once the audit has ended: "is running" then lied.
  const notice = isChannelNotice(status) && (status !== 'audit_queued' || running) ? CHANNEL_NOTICES[status] : null
  const labels = ruleLabels()
  const rule = firstParam(params.rule)
  const filter = rule && labels[rule] ? rule : undefined
  return (
    <DashboardToolPage title="Channel audit" intro="Every public upload scored with the SEO analyzer’s checks, worst first.">
      {notice ? <FormAlert tone={notice.tone}>{notice.text}</FormAlert> : null}
      {channels.length > 1 && current ? (
        <ChannelSwitcher channels={channels} currentId={current.id} path="/dashboard/channel/audit" />
      ) : null}
      {audit ? (
        <>
          <div className="flex flex-wrap items-center gap-3">
            {audit.channel.demo ? null : (
              <form action={auditChannelAction}>
                <input type="hidden" name="channel" value={audit.channel.id} />
                <button type="submit" className={buttonClass({ size: 'sm' })}>
                  {state?.status === 'done' ? 'Run the audit again' : state?.status === 'failed' ? 'Resume the audit' : 'Run the audit'}
                </button>
              </form>
            )}
            <a
              href={`/dashboard/channel/audit/audit.csv?channel=${audit.channel.id}`}
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
            >
              Download CSV
            </a>
            <p className="text-sm text-muted">
              {state?.finishedAt ? `Last audit finished ${formatDateTime(state.finishedAt)}.` : audit.channel.demo ? 'Sample data.' : ''}
            </p>
          </div>
          <AuditProgress status={state?.status ?? 'none'} done={state?.done ?? 0} total={state?.total ?? 0} />
          {state?.status === 'failed' && state.problem ? <FormAlert tone="error">{state.problem}</FormAlert> : null}
          <AuditList
            channelId={audit.channel.id}
            videos={worstFirst(audit.videos, filter)}
            counts={failingRuleCounts(audit.videos)}
            labels={labels}
            rule={filter}
          />
        </>
      ) : (
        <EmptyState
          title="No channel connected"
          body="Connect your YouTube channel to audit every upload."
          href="/dashboard/channel"
          action="Connect a channel"
        />
      )}
      <Link href="/dashboard/channel" className="text-sm font-semibold text-accent-text hover:underline">
        Back to your channel
      </Link>
    </DashboardToolPage>
  )
}
