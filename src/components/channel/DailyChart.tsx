import type { DailyFigures } from '@/tools/channel/youtube-api'

type Metric = 'views' | 'watchMinutes' | 'subscribersGained'

const WIDTH = 280
const HEIGHT = 80

/**
 * One metric's last 28 days as bars: a small SVG drawn on the server (no chart library, no client
 * JavaScript; decision 020). The figures are in the table below it, so the chart is a picture with a
 * one-line summary for screen readers.
 */
export function DailyChart({ days, metric, label }: { days: DailyFigures[]; metric: Metric; label: string }) {
  const values = days.map((day) => day[metric])
  const total = values.reduce((sum, value) => sum + value, 0)
  const peak = Math.max(1, ...values)
  const step = WIDTH / Math.max(1, values.length)
  return (
    <figure className="rounded-xl border border-border bg-card p-4">
      <figcaption className="text-sm text-muted">{label}</figcaption>
      <p className="text-2xl font-bold">{total.toLocaleString('en-US')}</p>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${label} per day over ${values.length} days, ${total.toLocaleString('en-US')} in all, at most ${peak.toLocaleString('en-US')} in a day`}
        className="mt-2 h-20 w-full text-accent"
        preserveAspectRatio="none"
      >
        {values.map((value, index) => {
          const height = Math.max(1, (value / peak) * HEIGHT)
          return (
            <rect
              key={days[index]!.day}
              x={index * step + 1}
              y={HEIGHT - height}
              width={Math.max(1, step - 2)}
              height={height}
              fill="currentColor"
            />
          )
        })}
      </svg>
    </figure>
  )
}
