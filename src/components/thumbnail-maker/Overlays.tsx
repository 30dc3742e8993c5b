'use client'

import { TIMESTAMP_BADGE, TIMESTAMP_BADGE_CSS, type CanvasFormat, type Guide } from '@/tools/thumbnail-maker'

import { Group, Line, Rect, Text } from './konva'
import type { Overlays as OverlayFlags } from './types'

const GUIDE = '#ec4899'
const SAFE = '#22d3ee'
/** The badge's CSS size scaled from the 360 px home feed thumbnail TIMESTAMP_BADGE is measured on. */
const BADGE_SCALE = TIMESTAMP_BADGE.width / (TIMESTAMP_BADGE_CSS.width + TIMESTAMP_BADGE_CSS.inset)

/**
 * Editing aids drawn over the design and never exported: they sit on their own Konva layer, which
 * renderDesign leaves out. Sizes are divided by the zoom so lines stay crisp screen pixels.
 */
type OverlaysProps = { overlays: OverlayFlags; guides: readonly Guide[]; zoom: number; format: CanvasFormat }

export function Overlays({ overlays, guides, zoom, format }: OverlaysProps) {
  const pixel = 1 / zoom
  const { safeArea } = format
  return (
    <Group listening={false}>
      {overlays.safeArea ? (
        <>
          {format.id === 'shorts' ? <ShortsInterface format={format} pixel={pixel} /> : null}
          <Rect {...safeArea} stroke={SAFE} strokeWidth={1.5 * pixel} dash={[8 * pixel, 6 * pixel]} />
          <Text x={safeArea.x + 6 * pixel} y={safeArea.y + 4 * pixel} text="Safe area" fontSize={12 * pixel} fontStyle="600" fill={SAFE} />
        </>
      ) : null}
      {overlays.timestamp && format.id === 'video' ? (
        <Group x={TIMESTAMP_BADGE.x} y={TIMESTAMP_BADGE.y}>
          <Rect
            width={TIMESTAMP_BADGE_CSS.width * BADGE_SCALE}
            height={TIMESTAMP_BADGE_CSS.height * BADGE_SCALE}
            cornerRadius={4 * BADGE_SCALE}
            fill="#000000cc"
            stroke={SAFE}
            strokeWidth={1.5 * pixel}
            dash={[8 * pixel, 6 * pixel]}
          />
          <Text
            width={TIMESTAMP_BADGE_CSS.width * BADGE_SCALE}
            height={TIMESTAMP_BADGE_CSS.height * BADGE_SCALE}
            text="12:34"
            align="center"
            verticalAlign="middle"
            fontFamily="Roboto, Arial, sans-serif"
            fontStyle="500"
            fontSize={12 * BADGE_SCALE}
            fill="#ffffff"
          />
        </Group>
      ) : null}
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

/** What the YouTube app draws over a Short (formats.ts), shaded and named: the check before export warns about text under it. */
function ShortsInterface({ format, pixel }: { format: CanvasFormat; pixel: number }) {
  return format.covered.map(({ label, rect }) => {
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
