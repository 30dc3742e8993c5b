'use client'

import type React from 'react'
import { useCallback, useId } from 'react'

import { cx } from '@/lib/cx'
import { rgbOf, withRgb } from '@/tools/thumbnail-maker/color'

import { fieldClass, labelClass } from './controls'
import { Icon, type IconName } from './icons'
import { useEditorContext } from './store'

/**
 * A native colour picker (keyboard and screen reader support come with it) that keeps the model
 * colour's transparency. The picker reports every hue it passes through; its native "change" event
 * says the user settled, which ends the undo step.
 */
export function ColorField({ label, value, onChange }: { label: string; value: string; onChange: (color: string) => void }) {
  const id = useId()
  const { store } = useEditorContext()
  const listen = useCallback(
    (input: HTMLInputElement | null) => {
      if (!input) return
      const settle = () => store.endGesture()
      input.addEventListener('change', settle)
      return () => input.removeEventListener('change', settle)
    },
    [store],
  )
  return (
    <div className="flex items-center gap-2">
      <input
        ref={listen}
        id={id}
        type="color"
        value={rgbOf(value)}
        onChange={(event) => onChange(withRgb(value, event.target.value))}
        className="h-9 w-11 shrink-0 cursor-pointer rounded-lg border border-border-strong bg-card p-1"
      />
      <label htmlFor={id} className={cx(labelClass, 'min-w-0 flex-1')}>
        {label}
      </label>
      <span className="font-mono text-xs uppercase text-muted">{rgbOf(value)}</span>
    </div>
  )
}

/** A native select of labelled values, each option optionally styled (the font list shows each font). */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string
  value: T
  options: readonly { value: T; label: string; style?: React.CSSProperties }[]
  onChange: (value: T) => void
  disabled?: boolean
}) {
  const id = useId()
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value)
          if (chosen) onChange(chosen.value)
        }}
        className={cx(fieldClass, 'h-9 w-full')}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} style={option.style}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** Mutually exclusive choices shown as pressed buttons (alignment, background kind). */
export function ToggleGroup<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: T
  options: readonly { value: T; label: string; icon?: IconName }[]
  onChange: (value: T) => void
}) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <span id={id} className={labelClass}>
        {label}
      </span>
      <div role="group" aria-labelledby={id} className="grid auto-cols-fr grid-flow-col gap-1 rounded-lg bg-bg-subtle p-1">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={value === option.value}
            onClick={() => onChange(option.value)}
            className={cx(
              'inline-flex h-8 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-semibold',
              value === option.value ? 'bg-card text-fg shadow-sm ring-1 ring-border-strong' : 'text-muted hover:text-fg',
            )}
          >
            {option.icon ? <Icon name={option.icon} /> : null}
            {option.label}
          </button>
        ))}
      </div>
    </div>
  )
}
