'use client'

import { useId, useState } from 'react'

import { cx } from '@/lib/cx'

import { fieldClass, labelClass } from './controls'

function clamp(value: number, min: number, max: number) {
  return Math.min(max, Math.max(min, value))
}

function formatNumber(value: number) {
  return String(Math.round(value * 100) / 100)
}

type NumberInputProps = {
  id?: string
  label?: string
  value: number
  min: number
  max: number
  step?: number
  disabled?: boolean
  onChange: (value: number) => void
  className?: string
}

/**
 * A number input that applies every valid value as it is typed. While the text is not a number
 * yet ("", "-", "1.") it is kept as typed; once the value changes from elsewhere (undo, a drag)
 * the model's value shows again.
 */
function NumberInput({ id, label, value, min, max, step = 1, disabled, onChange, className }: NumberInputProps) {
  const [draft, setDraft] = useState<{ text: string; value: number } | null>(null)
  const text = draft && draft.value === value ? draft.text : formatNumber(value)
  return (
    <input
      id={id}
      aria-label={label}
      type="number"
      inputMode="decimal"
      value={text}
      min={min}
      max={max}
      step={step}
      disabled={disabled}
      onChange={(event) => {
        const typed = event.target.value
        const number = Number(typed)
        if (typed.trim() === '' || !Number.isFinite(number)) return setDraft({ text: typed, value })
        const next = clamp(number, min, max)
        onChange(next)
        setDraft({ text: typed, value: next })
      }}
      onBlur={() => setDraft(null)}
      className={cx(fieldClass, 'h-9 tabular-nums', className ?? 'w-full')}
    />
  )
}

export function NumberField({ label, ...input }: Omit<NumberInputProps, 'id' | 'label'> & { label: string }) {
  const id = useId()
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <NumberInput id={id} {...input} />
    </div>
  )
}

/** A slider for quick changes with a number box beside it for exact ones. */
export function SliderField({ label, unit, ...input }: Omit<NumberInputProps, 'id' | 'label'> & { label: string; unit?: string }) {
  const id = useId()
  const { value, min, max, step = 1, disabled, onChange } = input
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {label}
        {unit ? <span className="font-normal text-muted"> ({unit})</span> : null}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="range"
          min={min}
          max={max}
          step={step}
          value={value}
          disabled={disabled}
          aria-valuetext={`${formatNumber(value)}${unit ? ` ${unit}` : ''}`}
          onChange={(event) => onChange(Number(event.target.value))}
          className="h-9 min-w-0 flex-1 cursor-pointer accent-[var(--accent)] disabled:cursor-not-allowed"
        />
        <NumberInput {...input} label={`${label}, exact value`} className="w-[4.75rem] shrink-0" />
      </div>
    </div>
  )
}
