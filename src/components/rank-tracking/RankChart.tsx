import { formatDate } from '@/lib/format'
import { chartGeometry, type ChartPoint } from '@/tools/rank-tracking/chart'

const label = (position: ChartPoint['position']) => (position === null ? 'Not in the top 50' : `#${position}`)

/**
 * A keyword's position by day as an inline SVG drawn on the server, 1 at the top (decision 023: no
 * chart library for one line). The same figures are in a table under it for screen readers.
 */
export function RankChart({ keyword, points }: { keyword: string; points: ChartPoint[] }) {
  const chart = chartGeometry(points)
  const known = points.flatMap((point) => (point.position === null ? [] : [point.position]))
  const best = known.length ? Math.min(...known) : null
  const summary = `Position for “${keyword}” over ${points.length} checks, latest ${label(points.at(-1)?.position ?? null)}${best ? `, best #${best}` : ''}.`
  return (
    <figure className="flex flex-col gap-2">
      <svg viewBox={`0 0 ${chart.width} ${chart.height}`} role="img" aria-label={summary} className="h-40 w-full max-w-md text-accent">
        {chart.grid.map((line) => (
          <g key={line.label} className="text-muted">
            <line x1={30} x2={chart.width - 6} y1={line.y} y2={line.y} stroke="currentColor" strokeOpacity={0.25} strokeWidth={1} />
            <text x={26} y={line.y + 3} textAnchor="end" fontSize={9} fill="currentColor">
              {line.label}
            </text>
          </g>
        ))}
        {chart.lines.map((points) => (
          <polyline key={points} points={points} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" />
        ))}
        {chart.dots.map((dot) => (
          <circle key={dot.day} cx={dot.x} cy={dot.y} r={3} fill="currentColor" opacity={dot.position === null ? 0.5 : 1} />
        ))}
      </svg>
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
