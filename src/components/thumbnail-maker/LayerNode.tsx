'use client'

import type Konva from 'konva'
import { useEffect, useMemo, useRef } from 'react'

import { fitText, fontOf, LIMITS, type ImageLayer, type Layer, type ShapeLayer, type TextLayer } from '@/tools/thumbnail-maker'

import { useFontReady } from './fonts'
import { useImage } from './images'
import { Arrow, Ellipse, Group, Image as KonvaImage, Line, Rect, Text } from './konva'
import { measurerFor } from './measure'
import { useEditorContext } from './store'

export type LayerHandlers = {
  onSelect: (id: string) => void
  onDragMove: (id: string, node: Konva.Node, event: Konva.KonvaEventObject<DragEvent>) => void
  onDragEnd: () => void
  onTransform: (id: string, node: Konva.Node) => void
  onTransformEnd: () => void
  onEditText: (id: string) => void
}

/**
 * One layer as a Konva group placed like the model (x/y is the top-left corner, rotation turns
 * around it), so the transformer moves and turns exactly what the model stores, whatever the shape.
 * Strict mode re-applies the model's values on every render: a drag the model refused (a locked
 * layer, a full design) snaps back instead of leaving the node where the pointer left it.
 */
export function LayerNode({ layer, zoom, handlers }: { layer: Layer; zoom: number; handlers: LayerHandlers }) {
  return (
    <Group
      _useStrictMode
      id={layer.id}
      x={layer.x}
      y={layer.y}
      rotation={layer.rotation}
      opacity={layer.opacity}
      visible={layer.visible}
      draggable={!layer.locked}
      onPointerDown={() => handlers.onSelect(layer.id)}
      onDragStart={() => handlers.onSelect(layer.id)}
      onDragMove={(event) => handlers.onDragMove(layer.id, event.currentTarget, event)}
      onDragEnd={handlers.onDragEnd}
      onTransform={(event) => handlers.onTransform(layer.id, event.currentTarget)}
      onTransformEnd={handlers.onTransformEnd}
      onDblClick={() => handlers.onEditText(layer.id)}
      onDblTap={() => handlers.onEditText(layer.id)}
    >
      {layer.type === 'text' ? (
        <TextShape layer={layer} />
      ) : layer.type === 'image' ? (
        <ImageShape layer={layer} />
      ) : (
        <ShapeNode layer={layer} zoom={zoom} />
      )}
    </Group>
  )
}

/** Thin lines are hard to grab at small zoom: their hit area is at least 16 screen pixels wide. */
function hitWidth(strokeWidth: number, zoom: number) {
  return Math.max(strokeWidth, 16 / zoom)
}

function ShapeNode({ layer, zoom }: { layer: ShapeLayer; zoom: number }) {
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

/**
 * Drawn only once its font has loaded, so it is never measured with a fallback. The lines and size
 * come from fitText (wrap, or shrink to fit the box) and are handed to Konva as they are, so what is
 * drawn, exported and checked before export is the same text. A wrapping text's box is as tall as its
 * lines: the measured height is written back without an undo step.
 */
function TextShape({ layer }: { layer: TextLayer }) {
  const { store } = useEditorContext()
  const ready = useFontReady(layer.fontFamily, layer.fontWeight, layer.text)
  const node = useRef<Konva.Text>(null)
  const { text, fontFamily, fontWeight, letterSpacing, width, height, fontSize, lineHeight, fit } = layer
  const fitted = useMemo(
    () =>
      ready ? fitText({ text, width, height, fontSize, lineHeight, fit }, measurerFor({ fontFamily, fontWeight, letterSpacing })) : null,
    [ready, text, fontFamily, fontWeight, letterSpacing, width, height, fontSize, lineHeight, fit],
  )

  useEffect(() => {
    const shape = node.current
    if (!shape || layer.fit !== 'wrap') return
    const measured = Math.min(LIMITS.coordinate, Math.ceil(shape.height()))
    if (Math.abs(measured - layer.height) < 1) return
    store.amend((design) => ({
      ...design,
      layers: design.layers.map((other) => (other.id === layer.id ? { ...other, height: measured } : other)),
    }))
  })

  if (!fitted) return null
  const shadow = layer.shadow
  return (
    <Text
      ref={node}
      text={fitted.lines.join('\n')}
      width={layer.width}
      height={layer.fit === 'shrink' ? layer.height : undefined}
      verticalAlign="middle"
      wrap="none"
      align={layer.align}
      fontFamily={fontOf(layer.fontFamily).stack}
      fontStyle={String(layer.fontWeight)}
      fontSize={fitted.fontSize}
      letterSpacing={layer.letterSpacing}
      lineHeight={layer.lineHeight}
      fill={layer.fill}
      stroke={layer.stroke}
      strokeWidth={layer.strokeWidth}
      strokeEnabled={layer.strokeWidth > 0}
      fillAfterStrokeEnabled
      lineJoin="round"
      shadowEnabled={shadow !== null}
      shadowColor={shadow?.color}
      shadowBlur={shadow?.blur}
      shadowOffsetX={shadow?.offsetX}
      shadowOffsetY={shadow?.offsetY}
      shadowOpacity={shadow?.opacity}
    />
  )
}

function ImageShape({ layer }: { layer: ImageLayer }) {
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
