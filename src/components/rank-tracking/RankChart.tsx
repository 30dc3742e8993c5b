import { formatDate } from '@/lib/format'
import { chartGeometry, type ChartPoint } from '@/tools/rank-tracking/chart'

const label = (position: ChartPoint['position']) => (position === null ? 'Not in the top 50' : `#${position}`)

/**
 * A keyword's position by day, 1 at the top, drawn on the server (decision 023: no chart library for one
 * line). The lines stretch to the card's width at a fixed height (`preserveAspectRatio="none"` with
 * strokes that do not scale); the labels and dots are HTML placed by percentage, so they keep their
 * size and shape at any width. The same figures are in a table under it for screen readers.
 */
export function RankChart({ keyword, points }: { keyword: string; points: ChartPoint[] }) {
  const chart = chartGeometry(points)
  const left = (x: number) => `${(x / chart.width) * 100}%`
  const top = (y: number) => `${(y / chart.height) * 100}%`
  const known = points.flatMap((point) => (point.position === null ? [] : [point.position]))
  const best = known.length ? Math.min(...known) : null
  const summary = `Position for “${keyword}” over ${points.length} checks, latest ${label(points.at(-1)?.position ?? null)}${best ? `, best #${best}` : ''}.`
  return (
    <figure className="flex flex-col gap-2">
      <div role="img" aria-label={summary} data-chart="rank" className="flex h-40 w-full text-accent">
        <div className="relative w-8 shrink-0 text-[0.625rem] text-muted">
          {chart.grid.map((line) => (
            <span key={line.label} className="absolute right-1.5 -translate-y-1/2 leading-none" style={{ top: top(line.y) }}>
              {line.label}
            </span>
          ))}
        </div>
        <div className="relative min-w-0 flex-1">
          <svg viewBox={`0 0 ${chart.width} ${chart.height}`} preserveAspectRatio="none" className="absolute inset-0 h-full w-full">
            {chart.grid.map((line) => (
              <line
                key={line.label}
                x1={0}
                x2={chart.width}
                y1={line.y}
                y2={line.y}
                className="text-muted"
                stroke="currentColor"
                strokeOpacity={0.25}
                strokeWidth={1}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {chart.lines.map((line) => (
              <polyline
                key={line}
                points={line}
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
              />
            ))}
          </svg>
          {chart.dots.map((dot) => (
            <span
              key={dot.day}
              className={`absolute h-1.5 w-1.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-current ${dot.position === null ? 'opacity-50' : ''}`}
              style={{ left: left(dot.x), top: top(dot.y) }}
            />
          ))}
        </div>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold">Positions by day</summary>
        <table className="mt-2 w-full max-w-md text-left">
          <caption className="sr-only">Position in YouTube search for “{keyword}” by day</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-4">
                Day
              </th>
              <th scope="col" className="py-1">
                Position
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.day} className="border-t border-border">
                <td className="py-1 pr-4">{formatDate(`${point.day}T12:00:00Z`)}</td>
                <td className="py-1">{label(point.position)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
