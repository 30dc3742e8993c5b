'use client'

import { useRef } from 'react'

import { buttonClass } from '@/components/ui/button'
import { LIMITS, setBackground, UPLOAD_TYPES, type Background, type GradientStop } from '@/tools/thumbnail-maker'

import { ColorField, ToggleGroup } from './choice-fields'
import { IconButton, Settings } from './controls'
import { SliderField } from './number-fields'
import { imageFileIn } from './images'
import { useEditorContext, useEditorState } from './store'
import { useImageImport } from './useImageImport'

type Kind = Background['kind']

const KINDS = [
  { value: 'solid', label: 'Colour' },
  { value: 'gradient', label: 'Gradient' },
  { value: 'image', label: 'Image' },
] as const

const FITS = [
  { value: 'cover', label: 'Fill' },
  { value: 'contain', label: 'Fit' },
] as const

/** The colour a background starts from when switching kind, so the look carries over. */
function mainColor(background: Background): string {
  return background.kind === 'gradient' ? (background.stops[0]?.color ?? '#111827') : background.color
}

export function BackgroundProperties() {
  const { store } = useEditorContext()
  const background = useEditorState().history.present.background
  const { setBackgroundImage } = useImageImport()
  const fileInput = useRef<HTMLInputElement>(null)
  const set = (next: Background, gesture?: string) =>
    store.edit((design) => setBackground(design, next), gesture && `background:${gesture}`)

  function switchTo(kind: Kind) {
    if (kind === background.kind) return
    const color = mainColor(background)
    // An image needs a file first: the background changes once one is chosen.
    if (kind === 'image') return fileInput.current?.click()
    if (kind === 'solid') return set({ kind, color })
    set({
      kind,
      angle: 135,
      stops: [
        { offset: 0, color },
        { offset: 1, color: '#7c3aed' },
      ],
    })
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        Nothing is selected, so these settings change the background. Click a layer on the canvas or in the list to edit it.
      </p>
      <ToggleGroup label="Fill with" value={background.kind} options={KINDS} onChange={switchTo} />
      <input
        ref={fileInput}
        type="file"
        accept={UPLOAD_TYPES.join(',')}
        aria-label="Background image file"
        className="hidden"
        onChange={(event) => {
          const file = imageFileIn(event.target.files)
          event.target.value = ''
          if (file) void setBackgroundImage(file, mainColor(background))
        }}
      />
      {background.kind === 'solid' ? (
        <ColorField label="Background colour" value={background.color} onChange={(color) => set({ ...background, color }, 'color')} />
      ) : null}
      {background.kind === 'gradient' ? <GradientSettings background={background} set={set} /> : null}
      {background.kind === 'image' ? (
        <Settings title="Image">
          <ToggleGroup label="Size" value={background.fit} options={FITS} onChange={(fit) => set({ ...background, fit })} />
          <ColorField
            label="Colour around the image"
            value={background.color}
            onChange={(color) => set({ ...background, color }, 'color')}
          />
          <button
            type="button"
            onClick={() => fileInput.current?.click()}
            className={buttonClass({ variant: 'secondary', size: 'sm', className: 'self-start' })}
          >
            Replace image…
          </button>
        </Settings>
      ) : null}
    </div>
  )
}

type GradientBackground = Extract<Background, { kind: 'gradient' }>

function GradientSettings({ background, set }: { background: GradientBackground; set: (next: Background, gesture?: string) => void }) {
  const { stops } = background
  const setStop = (index: number, patch: Partial<GradientStop>, gesture: string) =>
    set({ ...background, stops: stops.map((stop, position) => (position === index ? { ...stop, ...patch } : stop)) }, `${gesture}:${index}`)

  function addStop() {
    // Halfway along the widest gap, in the colour before it.
    const gaps = stops.slice(1).map((stop, index) => ({ index, width: stop.offset - (stops[index]?.offset ?? 0) }))
    const widest = gaps.reduce((best, gap) => (gap.width > best.width ? gap : best), gaps[0] ?? { index: 0, width: 0 })
    const before = stops[widest.index]
    if (!before) return
    const added = { offset: Math.round((before.offset + widest.width / 2) * 100) / 100, color: before.color }
    set({ ...background, stops: [...stops.slice(0, widest.index + 1), added, ...stops.slice(widest.index + 1)] })
  }

  return (
    <Settings title="Gradient">
      <SliderField
        label="Angle"
        unit="°"
        value={background.angle}
        min={0}
        max={360}
        onChange={(angle) => set({ ...background, angle }, 'angle')}
      />
      <ol className="flex flex-col gap-3">
        {stops.map((stop, index) => (
          // Stops have no identity of their own: their position is what the user knows them by.
          <li key={index} className="flex flex-col gap-2 rounded-lg bg-bg-subtle p-2">
            <div className="flex items-center gap-2">
              <div className="min-w-0 flex-1">
                <ColorField label={`Colour ${index + 1}`} value={stop.color} onChange={(color) => setStop(index, { color }, 'stopColor')} />
              </div>
              {stops.length > LIMITS.gradientStops.min ? (
                <IconButton
                  icon="trash"
                  label={`Remove colour ${index + 1}`}
                  onClick={() => set({ ...background, stops: stops.filter((_, position) => position !== index) })}
                />
              ) : null}
            </div>
            <SliderField
              label={`Position of colour ${index + 1}`}
              unit="%"
              value={Math.round(stop.offset * 100)}
              // Each stop stays between its neighbours, so the gradient stays in order.
              min={Math.ceil((stops[index - 1]?.offset ?? 0) * 100)}
              max={Math.floor((stops[index + 1]?.offset ?? 1) * 100)}
              onChange={(percent) => setStop(index, { offset: percent / 100 }, 'stopOffset')}
            />
          </li>
        ))}
      </ol>
      {stops.length < LIMITS.gradientStops.max ? (
        <button type="button" onClick={addStop} className={buttonClass({ variant: 'secondary', size: 'sm', className: 'self-start' })}>
          Add a colour
        </button>
      ) : null}
    </Settings>
  )
}
