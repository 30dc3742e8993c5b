import type React from 'react'
import { useId } from 'react'

import { cx } from '@/lib/cx'

type FieldProps = {
  label: string
  name: string
  error?: string
  hint?: React.ReactNode
  className?: string
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'name'>

export const inputClass =
  'h-11 w-full rounded-lg border bg-card px-3 text-fg placeholder:text-muted aria-[invalid=true]:border-danger border-border-strong disabled:opacity-60'

/** A labelled input whose hint and error are announced with it; the error sits right under it. */
export function Field({ label, name, error, hint, className, id, ...input }: FieldProps) {
  // Unique per form, so several forms on a page can each have a "Current password" field.
  const generatedId = useId()
  const inputId = id ?? `${name}-${generatedId}`
  const hintId = hint ? `${inputId}-hint` : undefined
  const errorId = error ? `${inputId}-error` : undefined
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={inputClass}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
