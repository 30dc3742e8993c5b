import type React from 'react'

import { cx } from '@/lib/cx'

/**
 * A Container's max widths, as Tailwind names them, with their size in px. A width is a prop rather
 * than a `max-w-*` class passed in: two `max-w-*` classes on one element are settled by their order
 * in the stylesheet, not in the attribute, and the page's `max-w-6xl` won over every narrower one.
 */
const WIDTHS = {
  '2xl': { className: 'max-w-2xl', px: 672 },
  '3xl': { className: 'max-w-3xl', px: 768 },
  '4xl': { className: 'max-w-4xl', px: 896 },
  '5xl': { className: 'max-w-5xl', px: 1024 },
  '6xl': { className: 'max-w-6xl', px: 1152 },
} as const

type Width = keyof typeof WIDTHS

/** The side padding of a Container in px: `px-4`, and `px-6` from Tailwind's `sm` (640 px). */
const PADDING = 16
const PADDING_SM = 24
const SM = 640

/**
 * The `sizes` attribute of an image as wide as a Container's content: with it the browser fetches
 * the smallest image of the `srcset` that is sharp on the screen. Kept here, with the classes it follows.
 */
export function containerImageSizes(width: Width): string {
  const { px } = WIDTHS[width]
  return `(min-width: ${px}px) ${px - 2 * PADDING_SM}px, (min-width: ${SM}px) calc(100vw - ${2 * PADDING_SM}px), calc(100vw - ${2 * PADDING}px)`
}

type Props = { children: React.ReactNode; className?: string; width?: Width; as?: 'div' | 'section' | 'main' | 'header' | 'footer' | 'nav' }

export function Container({ children, className, width = '6xl', as: Tag = 'div' }: Props) {
  return <Tag className={cx('mx-auto w-full px-4 sm:px-6', WIDTHS[width].className, className)}>{children}</Tag>
}
