'use client'

import type React from 'react'
import { useId } from 'react'

import { cx } from '@/lib/cx'

import { Icon, type IconName } from './icons'

/* The editor's panels and their small controls; number fields and choices are in number-fields.tsx and choice-fields.tsx. */

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
/** The label of one of these inputs. */
export const labelClass = 'text-sm font-medium'

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

/** A checkbox with its label beside it, as tall as the other controls. */
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
