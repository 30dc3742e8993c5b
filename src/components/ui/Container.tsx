import type React from 'react'

import { cx } from '@/lib/cx'

export function Container({ children, className, as: Tag = 'div' }: { children: React.ReactNode; className?: string; as?: 'div' | 'section' | 'main' | 'header' | 'footer' | 'nav' }) {
  return <Tag className={cx('mx-auto w-full max-w-6xl px-4 sm:px-6', className)}>{children}</Tag>
}
