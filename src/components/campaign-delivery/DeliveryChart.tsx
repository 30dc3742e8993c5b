import { cx } from '@/lib/cx'
import type { ChartDay } from '@/tools/campaign-delivery/progress'

/** The chart is drawn twice, narrow for phones and wide from `sm` up, so its 12-unit text stays legible when scaled. */
const SIZES = {
  narrow: { W: 360, H: 220, labels: 4, className: 'sm:hidden' },
  wide: { W: 640, H: 240, labels: 6, className: 'hidden sm:block' },
}
const PAD = { top: 12, right: 8, bottom: 28, left: 48 }

const n = (value: number) => value.toLocaleString('en-US')

/** Round-number axis top: 1, 2 or 5 times a power of ten. */
function niceMax(value: number): number {
  if (value <= 0) return 10
  const power = 10 ** Math.floor(Math.log10(value))
  return ([1, 2, 5, 10].find((step) => step * power >= value) ?? 10) * power
}

/**
 * Daily delivered views (bars) beside the daily change of YouTube's public counter (line), with the
 * campaign's days shaded. Server-rendered SVG that scales to any width; the same figures are in the
 * table next to it for screen readers, so the picture itself is decorative to them.
 */
function ChartSvg({ days, max, size }: { days: ChartDay[]; max: number; size: keyof typeof SIZES }) {
  const { W, H, labels, className } = SIZES[size]
  const innerW = W - PAD.left - PAD.right
  const innerH = H - PAD.top - PAD.bottom
  const slot = innerW / days.length
  const x = (i: number) => PAD.left + i * slot
  const y = (value: number) => PAD.top + innerH - (Math.max(0, value) / max) * innerH
  const during = days.map((d, i) => ({ d, i })).filter(({ d }) => d.phase === 'during')
  const line = days
    .map((d, i) => (d.publicChange === null ? null : `${x(i) + slot / 2},${y(d.publicChange)}`))
    .filter(Boolean)
    .join(' ')
  const labelEvery = Math.max(1, Math.ceil(days.length / labels))
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className={cx('h-auto w-full text-muted', className)} aria-hidden="true" focusable="false">
      {during.length ? (
        <rect x={x(during[0]!.i)} y={PAD.top} width={during.length * slot} height={innerH} className="fill-accent-soft" />
      ) : null}
      {[0, 0.5, 1].map((f) => (
        <g key={f}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(max * f)} y2={y(max * f)} stroke="currentColor" strokeOpacity={0.25} />
          <text x={PAD.left - 6} y={y(max * f) + 4} textAnchor="end" fontSize="12" fill="currentColor">
            {n(max * f)}
          </text>
        </g>
      ))}
      {days.map((d, i) =>
        d.delivered ? (
          <rect
            key={d.day}
            x={x(i) + slot * 0.15}
            width={slot * 0.7}
            y={y(d.delivered)}
            height={PAD.top + innerH - y(d.delivered)}
            rx={Math.min(3, slot * 0.2)}
            className="fill-accent"
          />
        ) : null,
      )}
      {line ? <polyline points={line} fill="none" className="stroke-fg" strokeWidth={2} strokeLinejoin="round" /> : null}
      {days.map((d, i) =>
        d.publicChange === null ? null : <circle key={d.day} cx={x(i) + slot / 2} cy={y(d.publicChange)} r={3} className="fill-fg" />,
      )}
      {days.map((d, i) =>
        i % labelEvery === 0 ? (
          <text key={d.day} x={x(i) + slot / 2} y={H - 8} textAnchor="middle" fontSize="12" fill="currentColor">
            {d.day.slice(5)}
          </text>
        ) : null,
      )}
    </svg>
  )
}

export function DeliveryChart({ days, caption }: { days: ChartDay[]; caption: string }) {
  if (days.length === 0) return null
  const max = niceMax(Math.max(...days.map((d) => Math.max(d.delivered ?? 0, d.publicChange ?? 0))))
  return (
    <figure className="flex flex-col gap-2">
      <ChartSvg days={days} max={max} size="narrow" />
      <ChartSvg days={days} max={max} size="wide" />
      <figcaption className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
        <span>{caption}</span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-accent" /> Views delivered by the campaign
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-fg" /> Daily change of YouTube’s public counter
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-accent-soft ring-1 ring-border" /> Campaign days
        </span>
      </figcaption>
    </figure>
  )
}
