import type { AdminViewServerProps } from 'payload'

import { StaffViewFrame, staffViewUser } from '@/components/admin/StaffViewFrame'

import { FeatureUseTable } from './FeatureUseTable'
import { BucketTable, CostTable, WeekTable } from './QuotaTables'
import { hasRole } from '@/lib/accounts/roles'
import { getQuotaUse } from '@/lib/data/quota-use'
import { formatDateTime } from '@/lib/format'

const muted = { color: 'var(--theme-elevation-650)' }

/** Admin view /admin/youtube-quota: the YouTube Data API quota used per feature, today or one of the last seven days (decision 025). */
export async function QuotaUse({ initPageResult, params, searchParams }: AdminViewServerProps) {
  // Admins only, as the quota collections' read access.
  const user = staffViewUser(initPageResult, 'youtube-quota', (account) => hasRole(account, 'admin'))
  const day = typeof searchParams?.day === 'string' ? searchParams.day : undefined
  const { today, summary, week, costs, resetsAt } = await getQuotaUse(user, day)
  return (
    <StaffViewFrame
      initPageResult={initPageResult}
      params={params}
      searchParams={searchParams}
      title="YouTube quota use"
      intro={
        <>
          {summary.day === today ? 'Today' : summary.day} (Pacific time, as YouTube counts it). Today’s quota resets at{' '}
          <time dateTime={resetsAt.toISOString()}>{formatDateTime(resetsAt)}</time>, midnight in Los Angeles. Refused calls are the ones
          turned away before reaching YouTube because a daily budget was spent.
        </>
      }
    >
      <h2 style={{ marginBottom: '0.75rem' }}>Per feature</h2>
      <FeatureUseTable summary={summary} />
      <h2 style={{ marginBottom: '0.75rem' }}>Budgets</h2>
      <BucketTable summary={summary} />
      <h2 style={{ marginBottom: '0.75rem' }}>Other days</h2>
      <WeekTable week={week} chosen={summary.day} />
      <h2 style={{ marginBottom: '0.75rem' }}>Costs</h2>
      <p style={{ ...muted, marginBottom: '1rem' }}>
        Set with YOUTUBE_QUOTA_COSTS, YOUTUBE_QUOTA_DAILY_UNITS and YOUTUBE_QUOTA_DAILY_SEARCHES (README, “YouTube quota”).
      </p>
      <CostTable costs={costs} />
    </StaffViewFrame>
  )
}
