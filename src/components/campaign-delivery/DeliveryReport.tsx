import { formatMoney, type Currency } from '@/commerce/money'
import type { OrderDelivery } from '@/lib/data/campaign-delivery'
import { formatDate } from '@/lib/format'
import type { Order } from '@/payload-types'
import { formatCostPerView, formatWatchTime } from '@/tools/campaign-delivery/progress'

import { CompletionShortfall } from './CompletionShortfall'
import { DeliveryChart } from './DeliveryChart'
import { DeliveryTable } from './DeliveryTable'

const n = (value: number) => value.toLocaleString('en-US')

/** The campaign report: totals, cost per view, the chart and the daily figures with a CSV download. */
export function DeliveryReport({ order, delivery }: { order: Order; delivery: OrderDelivery }) {
  const { totals, progress, dates, chart } = delivery
  const currency = order.currency as Currency
  const figures: [string, string][] = [
    ['Views delivered', n(totals.views)],
    ['Impressions', n(totals.impressions)],
    ['View rate', totals.viewRate === null ? '–' : `${totals.viewRate.toFixed(2)}%`],
    ['Watch time', formatWatchTime(totals.watchSeconds)],
    ['Ad spend', formatMoney(totals.spend, currency)],
    ['Cost per view', totals.costPerView === null ? '–' : formatCostPerView(totals.costPerView, currency)],
  ]
  const first = delivery.snapshots[0]
  const last = delivery.snapshots.at(-1)
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-border bg-card p-4 print:border-border-strong">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="mt-1 text-xl font-extrabold tabular-nums break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        {order.item.serviceName}, {order.item.packageName}: the package aims for {order.item.deliverable} over {order.item.durationDays}{' '}
        days
        {progress.percent === null ? '.' : `; ${progress.percent}% of the low end is delivered.`}
        {dates.startedAt ? ` Started ${formatDate(dates.startedAt.toISOString())}` : ' Not started yet'}
        {dates.completedAt
          ? `, completed ${formatDate(dates.completedAt.toISOString())} after ${progress.day} ${progress.day === 1 ? 'day' : 'days'}.`
          : dates.startedAt
            ? `, ${progress.daysLeft} days left.`
            : '.'}
      </p>
      <CompletionShortfall order={order} delivered={totals.views} />
      {first && last && first !== last ? (
        <p>
          YouTube’s public counter went from {n(first.viewCount)} views on {formatDate(first.takenAt)} to {n(last.viewCount)} on{' '}
          {formatDate(last.takenAt)} (+{n(last.viewCount - first.viewCount)}), counting every source of views, not only the ads.
        </p>
      ) : null}
      {chart.length ? (
        <>
          <DeliveryChart days={chart} caption="Views per day, before, during and after the campaign" />
          <DeliveryTable days={chart} caption="Delivered views and YouTube’s public counter per day" />
        </>
      ) : (
        <p className="rounded-lg border border-dashed border-border-strong bg-bg-subtle px-4 py-6 text-center text-muted">
          No delivery is recorded for this campaign yet.
        </p>
      )}
    </div>
  )
}
