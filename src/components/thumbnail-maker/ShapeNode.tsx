'use client'

import type { ImageLayer, ShapeLayer } from '@/tools/thumbnail-maker'

import { useImage } from './images'
import { Arrow, Ellipse, Image as KonvaImage, Line, Rect, Text } from './konva'

/** Thin lines are hard to grab at small zoom: their hit area is at least 16 screen pixels wide. */
function hitWidth(strokeWidth: number, zoom: number) {
  return Math.max(strokeWidth, 16 / zoom)
}

/** A shape layer (rectangle, rounded rectangle, ellipse, arrow, line) as Konva draws it. */
export function ShapeNode({ layer, zoom }: { layer: ShapeLayer; zoom: number }) {
  const stroke = { stroke: layer.stroke, strokeWidth: layer.strokeWidth, strokeEnabled: layer.strokeWidth > 0 }
  switch (layer.kind) {
    case 'rect':
      return <Rect width={layer.width} height={layer.height} fill={layer.fill} {...stroke} />
    case 'roundedRect':
      return (
        <Rect
          width={layer.width}
          height={layer.height}
          fill={layer.fill}
          cornerRadius={Math.min(layer.cornerRadius, layer.width / 2, layer.height / 2)}
          {...stroke}
        />
      )
    case 'circle':
      return (
        <Ellipse
          x={layer.width / 2}
          y={layer.height / 2}
          radiusX={layer.width / 2}
          radiusY={layer.height / 2}
          fill={layer.fill}
          {...stroke}
        />
      )
    case 'arrow':
      // The model draws the head in the stroke colour.
      return (
        <Arrow
          points={layer.points}
          pointerLength={layer.pointerLength}
          pointerWidth={layer.pointerWidth}
          fill={layer.stroke}
          lineCap="round"
          lineJoin="round"
          hitStrokeWidth={hitWidth(layer.strokeWidth, zoom)}
          {...stroke}
        />
      )
    case 'line':
      return <Line points={layer.points} lineCap="round" lineJoin="round" hitStrokeWidth={hitWidth(layer.strokeWidth, zoom)} {...stroke} />
  }
}

/** An image layer, or a dashed placeholder while it loads or when it is gone. */
export function ImageShape({ layer }: { layer: ImageLayer }) {
  const loaded = useImage(layer.src)
  const border = {
    stroke: layer.stroke,
    strokeWidth: layer.strokeWidth,
    strokeEnabled: layer.strokeWidth > 0,
    cornerRadius: Math.min(layer.cornerRadius, layer.width / 2, layer.height / 2),
  }
  if (loaded.status === 'loaded')
    return <KonvaImage image={loaded.image} width={layer.width} height={layer.height} crop={layer.crop ?? undefined} {...border} />
  // Keeps the layer visible and selectable while the file loads, or when it is gone.
  return (
    <>
      <Rect
        width={layer.width}
        height={layer.height}
        fill="#64748b55"
        stroke="#94a3b8"
        strokeWidth={2}
        dash={[12, 8]}
        cornerRadius={border.cornerRadius}
      />
      <Text
        width={layer.width}
        height={layer.height}
        align="center"
        verticalAlign="middle"
        text={loaded.status === 'error' ? 'Image unavailable' : 'Loading image…'}
        fontFamily="system-ui, sans-serif"
        fontSize={Math.max(14, Math.min(32, layer.width / 12))}
        fill="#ffffff"
      />
    </>
  )
}
