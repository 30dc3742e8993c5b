'use client'

import { TIMESTAMP_BADGE_CSS, type CanvasFormat, type CoveredArea, type Guide, type Rect as Box } from '@/tools/thumbnail-maker'

import { Group, Line, Rect, Text } from './konva'
import type { Overlays as OverlayFlags } from './types'

const GUIDE = '#ec4899'
const SAFE = '#22d3ee'

type OverlaysProps = { overlays: OverlayFlags; guides: readonly Guide[]; zoom: number; format: CanvasFormat }

/**
 * Editing aids drawn over the design and never exported: they sit on their own Konva layer, which
 * renderDesign leaves out. Sizes are divided by the zoom so lines stay crisp screen pixels.
 */
export function Overlays({ overlays, guides, zoom, format }: OverlaysProps) {
  const pixel = 1 / zoom
  const { safeArea } = format
  return (
    <Group listening={false}>
      {overlays.safeArea ? (
        <>
          <CoveredAreas areas={format.covered.filter((area) => area.flagged)} pixel={pixel} />
          <Rect {...safeArea} stroke={SAFE} strokeWidth={1.5 * pixel} dash={[8 * pixel, 6 * pixel]} />
          <Text x={safeArea.x + 6 * pixel} y={safeArea.y + 4 * pixel} text="Safe area" fontSize={12 * pixel} fontStyle="600" fill={SAFE} />
        </>
      ) : null}
      {overlays.timestamp && format.durationBadge ? <DurationBadge area={format.durationBadge} pixel={pixel} /> : null}
      {guides.map((guide) => (
        <Line
          key={`${guide.orientation}:${guide.position}`}
          points={
            guide.orientation === 'vertical'
              ? [guide.position, 0, guide.position, format.height]
              : [0, guide.position, format.width, guide.position]
          }
          stroke={GUIDE}
          strokeWidth={pixel}
          dash={[4 * pixel, 4 * pixel]}
        />
      ))}
    </Group>
  )
}

/** YouTube's duration badge where the format's table puts it, at its CSS size scaled to the thumbnail it is measured on. */
function DurationBadge({ area, pixel }: { area: Box; pixel: number }) {
  const scale = area.width / (TIMESTAMP_BADGE_CSS.width + TIMESTAMP_BADGE_CSS.inset)
  const size = { width: TIMESTAMP_BADGE_CSS.width * scale, height: TIMESTAMP_BADGE_CSS.height * scale }
  return (
    <Group x={area.x} y={area.y}>
      <Rect {...size} cornerRadius={4 * scale} fill="#000000cc" stroke={SAFE} strokeWidth={1.5 * pixel} dash={[8 * pixel, 6 * pixel]} />
      <Text
        {...size}
        text="12:34"
        align="center"
        verticalAlign="middle"
        fontFamily="Roboto, Arial, sans-serif"
        fontStyle="500"
        fontSize={12 * scale}
        fill="#ffffff"
      />
    </Group>
  )
}

/** What YouTube draws over the picture where the check before export flags text (a Short's header, buttons, title), shaded and named. */
function CoveredAreas({ areas, pixel }: { areas: readonly CoveredArea[]; pixel: number }) {
  return areas.map(({ label, rect }) => {
    // A tall, narrow area (the buttons' column) is named along its length.
    const upright = rect.height > rect.width
    return (
      <Group key={label} x={rect.x} y={rect.y}>
        <Rect width={rect.width} height={rect.height} fill="#00000066" />
        <Text
          x={upright ? rect.width : 0}
          rotation={upright ? 90 : 0}
          width={upright ? rect.height : rect.width}
          height={upright ? rect.width : rect.height}
          text={label.charAt(0).toUpperCase() + label.slice(1)}
          align="center"
          verticalAlign="middle"
          fontSize={12 * pixel}
          fontStyle="600"
          fill="#ffffff"
        />
      </Group>
    )
  })
}
