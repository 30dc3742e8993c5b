'use client'

import NextLink from 'next/link'
import { useState, type ComponentProps } from 'react'

type Props = ComponentProps<typeof NextLink>

/**
 * The public pages' link: Next's `<Link>` (client-side navigation), but its route is prefetched when
 * the visitor shows intent (a pointer over it, a touch, keyboard focus) instead of as soon as it is
 * on screen. On a throttled phone profile the prefetches of the links in view (about 20 on `/blog`,
 * 5 on a post) and their processing were a third of the page's main-thread JavaScript and most of its
 * total blocking time (docs/benchmarks.md). This is the hover-prefetch pattern of Next's `<Link>`
 * documentation; `prefetch={false}` still turns prefetching off altogether.
 */
export function Link({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: Props) {
  const [intent, setIntent] = useState(false)
  return (
    <NextLink
      {...props}
      prefetch={intent ? prefetch : false}
      onMouseEnter={(event) => {
        setIntent(true)
        onMouseEnter?.(event)
      }}
      onTouchStart={(event) => {
        setIntent(true)
        onTouchStart?.(event)
      }}
      onFocus={(event) => {
        setIntent(true)
        onFocus?.(event)
      }}
    />
  )
}
