import type { DailyFigures } from '@/tools/channel/youtube-api'

/** The chart's figures, day by day, for reading and for screen readers. */
export function AnalyticsTable({ days }: { days: DailyFigures[] }) {
  return (
    <details className="rounded-xl border border-border bg-card">
      <summary className="cursor-pointer px-4 py-3 font-semibold">The figures by day</summary>
      {/* Scrolls on its own: focusable and named, so keyboard users can scroll it too. */}
      <div className="max-h-96 overflow-auto" tabIndex={0} role="region" aria-label="The figures by day, scrollable">
        <table className="w-full text-sm">
          <caption className="sr-only">Views, minutes watched and subscribers gained per day</caption>
          <thead className="sticky top-0 bg-card text-left">
            <tr>
              <th scope="col" className="px-4 py-2">
                Day
              </th>
              <th scope="col" className="px-4 py-2 text-right">
                Views
              </th>
              <th scope="col" className="px-4 py-2 text-right">
                Minutes watched
              </th>
              <th scope="col" className="px-4 py-2 text-right">
                Subscribers gained
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day} className="border-t border-border">
                <th scope="row" className="px-4 py-2 text-left font-normal">
                  {day.day}
                </th>
                <td className="px-4 py-2 text-right">{day.views.toLocaleString('en-US')}</td>
                <td className="px-4 py-2 text-right">{day.watchMinutes.toLocaleString('en-US')}</td>
                <td className="px-4 py-2 text-right">{day.subscribersGained.toLocaleString('en-US')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  )
}
