import { count, ScrollTable } from './ScrollTable'
import { formatShare, type FeatureUse, type QuotaDaySummary } from '@/tools/youtube/quota-use'

function FeatureRows({ use }: { use: FeatureUse }) {
  return (
    <tbody data-feature={use.feature}>
      <tr>
        <th scope="rowgroup" style={{ textAlign: 'left' }}>
          {use.label}
        </th>
        <td>{count(use.calls)}</td>
        <td>{count(use.units)}</td>
        <td>{formatShare(use.share)}</td>
        <td style={{ fontWeight: use.refused > 0 ? 600 : undefined }}>{count(use.refused)}</td>
      </tr>
      {use.methods.map((method) => (
        <tr key={method.method}>
          <th scope="row" style={{ fontWeight: 400, paddingLeft: '1.5rem', textAlign: 'left' }}>
            <code>{method.method}</code>
          </th>
          <td>{count(method.calls)}</td>
          <td>{count(method.units)}</td>
          <td />
          <td>{count(method.refused)}</td>
        </tr>
      ))}
    </tbody>
  )
}

/** Per feature, then per method: calls, units, share of the day's unit budget, refused calls. */
export function FeatureUseTable({ summary }: { summary: QuotaDaySummary }) {
  if (summary.features.length === 0 && summary.unattributed === 0)
    return <p>No YouTube Data API call was made or refused on {summary.day}.</p>
  return (
    <ScrollTable
      caption={`Use per feature on ${summary.day}`}
      columns={['Feature and method', 'Calls', 'Units', 'Share of daily units', 'Refused calls']}
    >
      {summary.features.map((use) => (
        <FeatureRows key={use.feature} use={use} />
      ))}
      <tfoot>
        {summary.unattributed > 0 && (
          <tr>
            <th scope="row" style={{ textAlign: 'left' }}>
              Marked spent after YouTube answered “quota exceeded”
            </th>
            <td />
            <td>{count(summary.unattributed)}</td>
            <td />
            <td />
          </tr>
        )}
        <tr>
          <th scope="row" style={{ textAlign: 'left' }}>
            Total
          </th>
          <td>{count(summary.totals.calls)}</td>
          <td>{count(summary.totals.units + summary.unattributed)}</td>
          <td />
          <td>{count(summary.totals.refused)}</td>
        </tr>
      </tfoot>
    </ScrollTable>
  )
}
