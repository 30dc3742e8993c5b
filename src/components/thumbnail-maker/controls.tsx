'use client'

import type React from 'react'
import { useCallback, useId, useState } from 'react'

import { cx } from '@/lib/cx'

import { rgbOf, withRgb } from '@/tools/thumbnail-maker/color'
import { Icon, type IconName } from './icons'
import { useEditorContext } from './store'

/** A titled group of settings inside a panel. */
export function Settings({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3 border-t border-border pt-3 first:border-t-0 first:pt-0">
      <legend className="float-left mb-1 w-full text-xs font-bold uppercase tracking-wide text-muted">{title}</legend>
      {children}
    </fieldset>
  )
}

/** A compact version of the site's inputs (panels hold many of them side by side); each use sets its size. */
export const fieldClass =
  'rounded-lg border border-border-strong bg-card px-2.5 text-sm text-fg disabled:cursor-not-allowed disabled:opacity-60'
const labelClass = 'text-sm font-medium'

/** A card with a heading that names it as a region, like the site's other panels. */
export function Panel({ title, aside, children }: { title: string; aside?: React.ReactNode; children: React.ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-border bg-card p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-base font-bold">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  )
}

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
              value === option.value ? 'bg-card text-fg shadow-sm' : 'text-muted hover:text-fg',
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

export function CheckboxField({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex min-h-9 cursor-pointer items-center gap-2 text-sm font-medium">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-4 w-4 accent-[var(--accent)]"
      />
      {label}
    </label>
  )
}

/** A small square button named by its label (read by screen readers and shown as a tooltip). */
export function IconButton({
  icon,
  label,
  onClick,
  highlight,
  disabled,
}: {
  icon: IconName
  label: string
  onClick: () => void
  highlight?: boolean
  disabled?: boolean
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={cx(
        'inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md hover:bg-bg-subtle hover:text-fg disabled:cursor-not-allowed disabled:opacity-40',
        highlight ? 'text-fg' : 'text-muted',
      )}
    >
      <Icon name={icon} />
    </button>
  )
}
