'use client'

import { formatName, LIMITS, type Layer } from '@/tools/thumbnail-maker'
import { sizePatch } from '@/tools/thumbnail-maker/geometry'

import { Settings } from './controls'
import { NumberField, SliderField } from './number-fields'
import { useCanvasFormat } from './store'
import type { SetLayer } from './types'

/** Where a layer sits, how big it is, how far it is turned and how opaque: the settings every layer has. */
export function GeometryFields({ layer, set }: { layer: Layer; set: SetLayer }) {
  const format = useCanvasFormat()
  const straight = layer.type === 'shape' && (layer.kind === 'line' || layer.kind === 'arrow')
  const coordinate = { min: -LIMITS.coordinate, max: LIMITS.coordinate }
  return (
    <Settings title="Position and size">
      <div className="grid grid-cols-2 gap-2">
        <NumberField label="X" value={layer.x} {...coordinate} onChange={(x) => set({ x }, 'x')} />
        <NumberField label="Y" value={layer.y} {...coordinate} onChange={(y) => set({ y }, 'y')} />
        <NumberField
          label="Width"
          value={layer.width}
          min={1}
          max={LIMITS.coordinate}
          disabled={straight && layer.width === 0}
          onChange={(width) => set(sizePatch(layer, 'width', width), 'width')}
        />
        {/* Wrapping text is as tall as its lines: its height is measured, not set. */}
        <NumberField
          label="Height"
          value={layer.height}
          min={1}
          max={LIMITS.coordinate}
          disabled={(layer.type === 'text' && layer.fit === 'wrap') || (straight && layer.height === 0)}
          onChange={(height) => set(sizePatch(layer, 'height', height), 'height')}
        />
      </div>
      <SliderField
        label="Rotation"
        unit="°"
        value={layer.rotation}
        min={-180}
        max={180}
        onChange={(rotation) => set({ rotation }, 'rotation')}
      />
      <SliderField
        label="Opacity"
        unit="%"
        value={Math.round(layer.opacity * 100)}
        min={0}
        max={100}
        onChange={(percent) => set({ opacity: percent / 100 }, 'opacity')}
      />
      <p className="text-xs text-muted">Canvas: {formatName(format)} px. Drag on the canvas to move; hold Alt to move without snapping.</p>
    </Settings>
  )
}
