import { RESULTS_CHECKED, type Position } from './rank'

/**
 * The geometry of a keyword's position chart (an inline SVG, decision 023): days left to right,
 * position 1 at the top and 50 at the bottom, "not in the top 50" on a row of its own below.
 */

export type ChartPoint = { day: string; position: Position }

export type ChartGeometry = {
  width: number
  height: number
  /** One polyline per run of days in the top 50; a day outside it breaks the line. */
  lines: string[]
  dots: { x: number; y: number; day: string; position: Position }[]
  /** Gridlines for positions 1, 10, 25 and 50 and the "50+" row. */
  grid: { y: number; label: string }[]
}

// The position labels sit beside the chart (RankChart), not inside it.
const PADDING = { top: 10, bottom: 10, left: 10, right: 10 }
const OUTSIDE_ROW = RESULTS_CHECKED + 6

export function chartGeometry(points: readonly ChartPoint[], width = 320, height = 160): ChartGeometry {
  const plotWidth = width - PADDING.left - PADDING.right
  const plotHeight = height - PADDING.top - PADDING.bottom
  const y = (row: number) => Math.round((PADDING.top + ((row - 1) / (OUTSIDE_ROW - 1)) * plotHeight) * 10) / 10
  const x = (index: number) =>
    Math.round((PADDING.left + (points.length < 2 ? plotWidth / 2 : (index / (points.length - 1)) * plotWidth)) * 10) / 10
  const dots = points.map((point, index) => ({ x: x(index), y: y(point.position ?? OUTSIDE_ROW), ...point }))
  const lines: string[] = []
  let run: string[] = []
  for (const dot of dots) {
    if (dot.position === null) {
      if (run.length > 1) lines.push(run.join(' '))
      run = []
    } else run.push(`${dot.x},${dot.y}`)
  }
  if (run.length > 1) lines.push(run.join(' '))
  const grid = [1, 10, 25, 50].map((row) => ({ y: y(row), label: String(row) }))
  grid.push({ y: y(OUTSIDE_ROW), label: '50+' })
  return { width, height, lines, dots, grid }
}
