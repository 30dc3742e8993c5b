'use client'

import type React from 'react'

import { cx } from '@/lib/cx'

import { Icon, type IconName } from './icons'

/** The toolbar's buttons: an icon, optionally its text, and a tooltip. */
type ToolButtonProps = {
  icon: IconName
  /** Shown next to the icon; without it the button shows the icon alone with `label` as its tooltip. */
  text?: string
  label: string
  onClick: () => void
  /** aria-disabled keeps the button focusable: pressing Undo until there is nothing left does not lose the focus. */
  unavailable?: boolean
  pressed?: boolean
} & Pick<React.ButtonHTMLAttributes<HTMLButtonElement>, 'aria-expanded' | 'aria-controls' | 'aria-keyshortcuts'>

export function ToolButton({ icon, text, label, onClick, unavailable, pressed, ...aria }: ToolButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-disabled={unavailable || undefined}
      aria-pressed={pressed}
      onClick={() => !unavailable && onClick()}
      className={cx(
        'inline-flex h-9 items-center justify-center gap-1.5 rounded-lg text-sm font-semibold aria-disabled:cursor-not-allowed aria-disabled:opacity-40',
        text ? 'px-2.5' : 'w-9',
        pressed ? 'bg-accent-soft text-accent-text' : 'text-fg hover:bg-bg-subtle aria-disabled:hover:bg-transparent',
      )}
      {...aria}
    >
      <Icon name={icon} />
      {text ? <span>{text}</span> : null}
    </button>
  )
}

export function Divider() {
  return <span aria-hidden="true" className="mx-1 hidden h-6 w-px bg-border sm:block" />
}
