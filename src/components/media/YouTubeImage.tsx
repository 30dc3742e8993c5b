'use client'

import { useEffect, useRef, useState, type ComponentProps } from 'react'

type Props = Omit<ComponentProps<'img'>, 'src' | 'onError'> & { src: string; alt: string; width: number; height: number }

/** A grey picture frame that reads on light and dark backgrounds alike (the theme's colour is the img's background). */
const PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><g fill="none" stroke="#8b93a1" stroke-opacity=".6" stroke-width="3" stroke-linejoin="round"><rect x="66" y="32" width="28" height="26" rx="3"/><path d="m69 54 8-9 6 6 4-4 5 7"/></g></svg>',
)}`

/**
 * A YouTube image (a thumbnail or an avatar, from YouTube's hosts or through the site's thumbnail
 * proxy) that fails quietly: when it cannot load (offline, a deleted video, a blocked host), the same
 * element shows a neutral frame instead of the browser's broken-image icon, so the size and the alt
 * text stay as they were. The themed background behind it is the frame's colour in light and dark alike.
 */
export function YouTubeImage({ src, alt, className, ...props }: Props) {
  const image = useRef<HTMLImageElement>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    // An image that failed before hydration fired its error event before React listened for it.
    const element = image.current
    if (element?.complete && element.naturalWidth === 0) setFailed(true)
  }, [])
  return (
    // eslint-disable-next-line @next/next/no-img-element -- YouTube's own sizes; Next's optimiser would fetch them from the server
    <img
      ref={image}
      {...props}
      src={failed ? PLACEHOLDER : src}
      alt={alt}
      data-failed={failed || undefined}
      className={`bg-bg-subtle ${className ?? ''}`}
      onError={() => setFailed(true)}
    />
  )
}
