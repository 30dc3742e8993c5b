'use client'

import { cx } from '@/lib/cx'
import { fitPatch, FONTS, fontOf, LIMITS, type FontWeight, type TextLayer, type TextShadow } from '@/tools/thumbnail-maker'

import { TEXT_FIELD_ID } from './dom-ids'
import { ColorField, SelectField, ToggleGroup } from './choice-fields'
import { CheckboxField, fieldClass, Settings } from './controls'
import { SliderField } from './number-fields'
import { useCanvasFormat } from './store'
import type { SetLayer } from './types'

const WEIGHT_NAMES: Record<FontWeight, string> = { 400: 'Regular', 600: 'Semibold', 700: 'Bold', 800: 'Extra bold', 900: 'Black' }
const DEFAULT_SHADOW: TextShadow = { color: '#000000', blur: 16, offsetX: 0, offsetY: 6, opacity: 0.6 }
const FONT_OPTIONS = FONTS.map((font) => ({ value: font.family, label: font.family, style: { fontFamily: font.stack } }))
const ALIGNMENTS = [
  { value: 'left', label: 'Left', icon: 'alignLeft' },
  { value: 'center', label: 'Centre', icon: 'alignCenter' },
  { value: 'right', label: 'Right', icon: 'alignRight' },
] as const
const FITS = [
  { value: 'shrink', label: 'Shrink to fit' },
  { value: 'wrap', label: 'Wrap, box grows' },
] as const

export function TextProperties({ layer, set }: { layer: TextLayer; set: SetLayer }) {
  const font = fontOf(layer.fontFamily)
  const format = useCanvasFormat()
  const shadow = layer.shadow
  const setShadow = (patch: Partial<TextShadow>, gesture: string) => {
    if (shadow) set({ shadow: { ...shadow, ...patch } }, gesture)
  }
  return (
    <>
      <Settings title="Text">
        <div className="flex flex-col gap-1">
          <label htmlFor={TEXT_FIELD_ID} className="text-sm font-medium">
            Text
          </label>
          <textarea
            id={TEXT_FIELD_ID}
            value={layer.text}
            maxLength={LIMITS.text}
            rows={3}
            onChange={(event) => set({ text: event.target.value }, 'text')}
            className={cx(fieldClass, 'w-full resize-y py-2 leading-snug')}
          />
        </div>
        <div className="grid grid-cols-2 gap-2">
          <SelectField label="Font" value={layer.fontFamily} options={FONT_OPTIONS} onChange={(fontFamily) => set({ fontFamily })} />
          <SelectField
            label="Weight"
            value={String(layer.fontWeight)}
            options={font.weights.map((weight) => ({ value: String(weight), label: WEIGHT_NAMES[weight] }))}
            disabled={font.weights.length === 1}
            onChange={(value) => {
              const fontWeight = font.weights.find((weight) => String(weight) === value)
              if (fontWeight) set({ fontWeight })
            }}
          />
        </div>
        <SliderField
          label={layer.fit === 'shrink' ? 'Largest size' : 'Size'}
          unit="px"
          value={layer.fontSize}
          min={LIMITS.fontSize.min}
          max={LIMITS.fontSize.max}
          onChange={(fontSize) => set({ fontSize }, 'fontSize')}
        />
        <ToggleGroup label="Alignment" value={layer.align} options={ALIGNMENTS} onChange={(align) => set({ align })} />
        <ToggleGroup label="Long text" value={layer.fit} options={FITS} onChange={(fit) => set(fitPatch(layer, fit, format))} />
        <p className="-mt-1 text-xs text-muted">
          {layer.fit === 'shrink'
            ? 'The text gets smaller to stay inside its box, up to the size above.'
            : 'The text keeps its size and wraps; the box grows downwards.'}
        </p>
        <ColorField label="Text colour" value={layer.fill} onChange={(fill) => set({ fill }, 'fill')} />
      </Settings>
      <Settings title="Outline">
        <ColorField label="Outline colour" value={layer.stroke} onChange={(stroke) => set({ stroke }, 'stroke')} />
        <SliderField
          label="Outline width"
          unit="px"
          value={layer.strokeWidth}
          min={0}
          max={LIMITS.textStroke}
          onChange={(strokeWidth) => set({ strokeWidth }, 'strokeWidth')}
        />
      </Settings>
      <Settings title="Shadow">
        <CheckboxField label="Drop shadow" checked={shadow !== null} onChange={(on) => set({ shadow: on ? DEFAULT_SHADOW : null })} />
        {shadow ? (
          <>
            <ColorField label="Shadow colour" value={shadow.color} onChange={(color) => setShadow({ color }, 'shadowColor')} />
            <SliderField
              label="Blur"
              unit="px"
              value={shadow.blur}
              min={0}
              max={LIMITS.shadowBlur}
              onChange={(blur) => setShadow({ blur }, 'shadowBlur')}
            />
            <SliderField
              label="Offset X"
              unit="px"
              value={shadow.offsetX}
              min={-LIMITS.shadowOffset}
              max={LIMITS.shadowOffset}
              onChange={(offsetX) => setShadow({ offsetX }, 'shadowX')}
            />
            <SliderField
              label="Offset Y"
              unit="px"
              value={shadow.offsetY}
              min={-LIMITS.shadowOffset}
              max={LIMITS.shadowOffset}
              onChange={(offsetY) => setShadow({ offsetY }, 'shadowY')}
            />
            <SliderField
              label="Shadow opacity"
              unit="%"
              value={Math.round(shadow.opacity * 100)}
              min={0}
              max={100}
              onChange={(percent) => setShadow({ opacity: percent / 100 }, 'shadowOpacity')}
            />
          </>
        ) : null}
      </Settings>
      <Settings title="Spacing">
        <SliderField
          label="Letter spacing"
          unit="px"
          value={layer.letterSpacing}
          min={LIMITS.letterSpacing.min}
          max={LIMITS.letterSpacing.max}
          onChange={(letterSpacing) => set({ letterSpacing }, 'letterSpacing')}
        />
        <SliderField
          label="Line height"
          value={layer.lineHeight}
          min={LIMITS.lineHeight.min}
          max={LIMITS.lineHeight.max}
          step={0.05}
          onChange={(lineHeight) => set({ lineHeight }, 'lineHeight')}
        />
      </Settings>
    </>
  )
}
