'use client'

import type Konva from 'konva'
import { useEffect, useMemo, useRef } from 'react'

import { fitText, fontOf, LIMITS, type TextLayer } from '@/tools/thumbnail-maker'

import { useFontReady } from './fonts'
import { Text } from './konva'
import { measurerFor } from './measure'
import { useEditorContext } from './store'

/**
 * Drawn only once its font has loaded, so it is never measured with a fallback. The lines and size
 * come from fitText (wrap, or shrink to fit the box) and are handed to Konva as they are, so what is
 * drawn, exported and checked before export is the same text. A wrapping text's box is as tall as its
 * lines: the measured height is written back without an undo step.
 */
export function TextShape({ layer }: { layer: TextLayer }) {
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
