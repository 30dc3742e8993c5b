import type React from 'react'

import { cx } from '@/lib/cx'

/** The message for the whole form; announced when it appears. */
export function FormAlert({
  tone,
  children,
  className,
}: {
  tone: 'error' | 'success' | 'info'
  children: React.ReactNode
  className?: string
}) {
  const styles = {
    error: 'border-danger/40 bg-danger-soft text-danger',
    success: 'border-success/40 bg-success-soft text-success',
    info: 'border-border bg-bg-subtle text-fg',
  }[tone]
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cx('rounded-lg border px-4 py-3 text-sm font-medium', styles, className)}>
      {children}
    </div>
  )
}
