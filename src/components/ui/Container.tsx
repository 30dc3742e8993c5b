import type React from 'react'

import { cx } from '@/lib/cx'

/** The side padding of a Container in px: `px-4`, and `px-6` from Tailwind's `sm` (640 px). */
const PADDING = 16
const PADDING_SM = 24
const SM = 640

/**
 * The `sizes` attribute of an image as wide as the content of a Container whose max width is
 * `maxWidth` px (`max-w-3xl` is 768): with it the browser fetches the smallest of the `srcset` that
 * is sharp on the screen. Kept here, with the classes it follows.
 */
export function containerImageSizes(maxWidth: number): string {
  return `(min-width: ${maxWidth}px) ${maxWidth - 2 * PADDING_SM}px, (min-width: ${SM}px) calc(100vw - ${2 * PADDING_SM}px), calc(100vw - ${2 * PADDING}px)`
}

export function Container({ children, className, as: Tag = 'div' }: { children: React.ReactNode; className?: string; as?: 'div' | 'section' | 'main' | 'header' | 'footer' | 'nav' }) {
  return <Tag className={cx('mx-auto w-full max-w-6xl px-4 sm:px-6', className)}>{children}</Tag>
}
