import { count, ScrollTable } from './ScrollTable'
import { formatShare, type CostInForce, type QuotaDaySummary, type QuotaDayTotals } from '@/tools/youtube/quota-use'

const BUCKET_LABELS = { units: 'Units (every call)', search: 'Searches (search.list calls)' } as const

/** Each bucket's counter against its daily budget: the counters decide whether a call may be made. */
export function BucketTable({ summary }: { summary: QuotaDaySummary }) {
  return (
    <ScrollTable caption={`Daily budgets on ${summary.day}`} columns={['Budget', 'Used', 'Daily budget', 'Share used']}>
      <tbody>
        {summary.buckets.map((bucket) => (
          <tr key={bucket.bucket} data-bucket={bucket.bucket}>
            <th scope="row" style={{ textAlign: 'left' }}>
              {BUCKET_LABELS[bucket.bucket]}
            </th>
            <td>{count(bucket.used)}</td>
            <td>{count(bucket.budget)}</td>
            <td>{formatShare(bucket.share)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  )
}

export function WeekTable({ week, chosen }: { week: QuotaDayTotals[]; chosen: string }) {
  return (
    <ScrollTable caption="The last seven quota days" columns={['Day (Pacific)', 'Calls', 'Units', 'Searches', 'Refused calls']}>
      <tbody>
        {week.map((day) => (
          <tr key={day.day}>
            <th scope="row" style={{ textAlign: 'left' }}>
              <a href={`?day=${day.day}`} aria-current={day.day === chosen ? 'date' : undefined}>
                {day.day}
              </a>
            </th>
            <td>{count(day.calls)}</td>
            <td>{count(day.units)}</td>
            <td>{count(day.searches)}</td>
            <td>{count(day.refused)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  )
}

/** The cost table in force, with YouTube's own cost where the configuration changed it. */
export function CostTable({ costs }: { costs: CostInForce[] }) {
  return (
    <ScrollTable caption="Cost per call in force" columns={['Method', 'Units per call', 'YouTube’s cost']}>
      <tbody>
        {costs.map((cost) => (
          <tr key={cost.method} data-method={cost.method}>
            <th scope="row" style={{ textAlign: 'left', fontWeight: 400 }}>
              <code>{cost.method}</code>
            </th>
            <td>{count(cost.cost)}</td>
            <td>{cost.cost === cost.youtubeCost ? 'same' : `${count(cost.youtubeCost)} (changed by YOUTUBE_QUOTA_COSTS)`}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  )
}
