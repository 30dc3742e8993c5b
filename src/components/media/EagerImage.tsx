'use client'

import type { ComponentProps } from 'react'

type Props = ComponentProps<'img'> & { alt: string }

/**
 * An image its page needs at once (the LCP candidate), drawn from a client component on purpose.
 * React's server-component renderer turns every eager `<img>` into a preload hint inside the route's
 * RSC payload, and Next prefetches the payloads of linked routes (the header links to `/blog`), so
 * an eager image drawn by a server component is preloaded on every page that links to its route and
 * never shown there. The server-rendered HTML still preloads it on its own page: React DOM hoists a
 * `<link rel="preload" as="image" fetchpriority="high">` for it into the head.
 */
export function EagerImage({ alt, ...props }: Props) {
  // eslint-disable-next-line @next/next/no-img-element -- same reason as MediaImage: Payload pre-generates the sizes
  return <img alt={alt} {...props} loading="eager" fetchPriority="high" decoding="sync" />
}
