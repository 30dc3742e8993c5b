'use client'

import { buttonClass } from '@/components/ui/button'
import { LIMITS, removeLayer, setBackground, type Background, type ImageLayer, type ShapeLayer } from '@/tools/thumbnail-maker'

import { isTransparent, withFill } from '@/tools/thumbnail-maker/color'
import { ColorField } from './choice-fields'
import { CheckboxField, Settings } from './controls'
import { SliderField } from './number-fields'
import { useEditorContext } from './store'
import type { SetLayer } from './types'

export function ShapeProperties({ layer, set }: { layer: ShapeLayer; set: SetLayer }) {
  if (layer.kind === 'line' || layer.kind === 'arrow') {
    return (
      <Settings title={layer.kind === 'arrow' ? 'Arrow' : 'Line'}>
        <ColorField label="Colour" value={layer.stroke} onChange={(stroke) => set({ stroke }, 'stroke')} />
        <SliderField
          label="Thickness"
          unit="px"
          value={layer.strokeWidth}
          min={1}
          max={LIMITS.stroke}
          onChange={(strokeWidth) => set({ strokeWidth }, 'strokeWidth')}
        />
        {layer.kind === 'arrow' ? (
          <>
            <SliderField
              label="Head length"
              unit="px"
              value={layer.pointerLength}
              min={0}
              max={LIMITS.pointer}
              onChange={(pointerLength) => set({ pointerLength }, 'pointerLength')}
            />
            <SliderField
              label="Head width"
              unit="px"
              value={layer.pointerWidth}
              min={0}
              max={LIMITS.pointer}
              onChange={(pointerWidth) => set({ pointerWidth }, 'pointerWidth')}
            />
          </>
        ) : null}
      </Settings>
    )
  }
  const filled = !isTransparent(layer.fill)
  return (
    <>
      <Settings title="Fill">
        <CheckboxField label="Fill the shape" checked={filled} onChange={(on) => set({ fill: withFill(layer.fill, on) })} />
        {filled ? <ColorField label="Fill colour" value={layer.fill} onChange={(fill) => set({ fill }, 'fill')} /> : null}
        {layer.kind === 'roundedRect' ? (
          <SliderField
            label="Corner radius"
            unit="px"
            value={layer.cornerRadius}
            min={0}
            max={LIMITS.cornerRadius}
            onChange={(cornerRadius) => set({ cornerRadius }, 'cornerRadius')}
          />
        ) : null}
      </Settings>
      <Outline stroke={layer.stroke} strokeWidth={layer.strokeWidth} set={set} />
    </>
  )
}

function Outline({ stroke, strokeWidth, set }: { stroke: string; strokeWidth: number; set: SetLayer }) {
  return (
    <Settings title="Outline">
      <ColorField label="Outline colour" value={stroke} onChange={(color) => set({ stroke: color }, 'stroke')} />
      <SliderField
        label="Outline width"
        unit="px"
        value={strokeWidth}
        min={0}
        max={LIMITS.stroke}
        onChange={(width) => set({ strokeWidth: width }, 'strokeWidth')}
      />
    </Settings>
  )
}

/** The colour shown around a contained background image: the current background's own colour. */
function backgroundColor(background: Background): string {
  if (background.kind === 'gradient') return background.stops[0]?.color ?? '#000000'
  return background.color
}

export function ImageProperties({ layer, set }: { layer: ImageLayer; set: SetLayer }) {
  const { store } = useEditorContext()
  return (
    <>
      <Settings title="Image">
        <SliderField
          label="Corner radius"
          unit="px"
          value={layer.cornerRadius}
          min={0}
          max={LIMITS.cornerRadius}
          onChange={(cornerRadius) => set({ cornerRadius }, 'cornerRadius')}
        />
        <button
          type="button"
          className={buttonClass({ variant: 'secondary', size: 'sm', className: 'self-start' })}
          onClick={() => {
            // One undo step: the image leaves the layers and becomes the background.
            store.edit((design) =>
              setBackground(removeLayer(design, layer.id), {
                kind: 'image',
                src: layer.src,
                fit: 'cover',
                color: backgroundColor(design.background),
              }),
            )
            store.select(null)
            store.notify({ tone: 'success', message: `“${layer.name}” is now the background.` })
          }}
        >
          Use as background
        </button>
      </Settings>
      <Outline stroke={layer.stroke} strokeWidth={layer.strokeWidth} set={set} />
    </>
  )
}
