import type { AdminViewServerProps } from 'payload'

import { AdminScrollRegion } from '@/components/admin/AdminScrollRegion'
import { StaffViewFrame, staffViewUser } from '@/components/admin/StaffViewFrame'
import { getRunningCampaigns } from '@/lib/data/campaign-delivery'
import { isStaffUser } from '@/lib/accounts/roles'
import { countsViews, PACE_LABELS } from '@/tools/campaign-delivery/progress'

const n = (value: number | null | undefined) => (value === null || value === undefined ? '–' : value.toLocaleString('en-US'))

/** Admin view /admin/campaigns: every running campaign with what it delivered so far and its pace. */
export async function RunningCampaigns({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const user = staffViewUser(initPageResult, 'campaigns', isStaffUser)
  // As the signed-in staff member, with access control on (staff read every order and delivery).
  const rows = await getRunningCampaigns(user)
  return (
    <StaffViewFrame
      initPageResult={initPageResult}
      params={params}
      searchParams={searchParams}
      title="Running campaigns"
      intro="Campaigns in progress with the views recorded so far. A campaign is behind when it has under 90% of the views an even pace towards the package’s low end implies by now."
    >
      {rows.length === 0 ? (
        <p>No campaign is running right now.</p>
      ) : (
        <AdminScrollRegion label="Running campaigns">
          <table style={{ width: '100%' }}>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Package</th>
                <th scope="col">Day</th>
                <th scope="col">Views</th>
                <th scope="col">Expected by now</th>
                <th scope="col">Pace</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ order, progress }) => (
                <tr key={order.id}>
                  <td>
                    <a href={`/admin/collections/orders/${order.id}`}>{order.number}</a>
                  </td>
                  <td>
                    {order.item.serviceName}, {order.item.packageName} ({order.item.deliverable})
                  </td>
                  <td>
                    {progress.day ?? '–'} of {order.item.durationDays}
                  </td>
                  <td>{n(progress.delivered)}</td>
                  {/* A subscribers package's expectation is in subscribers: not comparable with the views column. */}
                  <td>{countsViews(progress.target) ? n(progress.expected) : '–'}</td>
                  {/* The 750 shades turn light in the dark theme, so the pace reads in both (the 500s fail contrast on dark). */}
                  <td
                    style={{ fontWeight: 600, color: progress.pace === 'behind' ? 'var(--theme-error-750)' : 'var(--theme-success-750)' }}
                  >
                    {PACE_LABELS[progress.pace]}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </AdminScrollRegion>
      )}
    </StaffViewFrame>
  )
}
