import type { ChartDay } from '@/tools/campaign-delivery/progress'

const n = (value: number | null) => (value === null ? '–' : value.toLocaleString('en-US'))
const PHASES: Record<ChartDay['phase'], string> = { before: 'Before', during: 'Campaign', after: 'After' }

/** The chart's figures as a table: the accessible (and printable) version of the chart. */
export function DeliveryTable({ days, caption }: { days: ChartDay[]; caption: string }) {
  return (
    <div
      className="max-h-96 overflow-auto rounded-lg border border-border print:max-h-none print:overflow-visible"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full text-sm tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-bg-subtle text-left">
          <tr>
            <th scope="col" className="px-2 py-2">
              Day
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              Delivered views
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              Public counter
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              Change
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day} className="border-t border-border">
              <th scope="row" className="px-2 py-1.5 text-left font-normal whitespace-nowrap">
                {d.day.slice(5)} {/* The phase goes under the day on a phone, so the last column fits. */}
                <span className="block text-xs text-muted sm:inline sm:text-sm">
                  <span className="hidden sm:inline">· </span>
                  {PHASES[d.phase]}
                </span>
              </th>
              <td className="px-2 py-1.5 text-right">{n(d.delivered)}</td>
              <td className="px-2 py-1.5 text-right">{n(d.publicViews)}</td>
              <td className="px-2 py-1.5 text-right">
                {d.publicChange === null ? '–' : `${d.publicChange >= 0 ? '+' : ''}${n(d.publicChange)}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
