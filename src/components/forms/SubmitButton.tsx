import type React from 'react'

import { buttonClass } from '@/components/ui/button'

import { Spinner } from '../ui/Spinner'

/** Shows progress while the form's action runs and cannot be pressed twice. */
export function SubmitButton({
  pending,
  children,
  pendingLabel,
  variant = 'primary',
  className,
}: {
  pending: boolean
  children: React.ReactNode
  pendingLabel: string
  variant?: 'primary' | 'danger' | 'secondary'
  className?: string
}) {
  return (
    <button type="submit" disabled={pending} aria-disabled={pending} className={buttonClass({ variant, className })}>
      {pending ? (
        <>
          <Spinner />
          <span>{pendingLabel}</span>
        </>
      ) : (
        children
      )}
    </button>
  )
}
