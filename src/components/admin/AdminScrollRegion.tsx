'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'

/**
 * A wide admin table's box: it scrolls sideways inside the page (never the page itself at 390 px), is a
 * labelled region reachable with Tab so the keyboard can scroll it, and says "scroll sideways" under
 * the table when, and only when, columns are out of view, as the keyword explorer's table does. The
 * line's space is kept either way, so the hint appearing moves nothing.
 */
export function AdminScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const region = useRef<HTMLDivElement>(null)
  const [overflowing, setOverflowing] = useState(false)
  useEffect(() => {
    const element = region.current
    if (!element) return
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return (
    <div style={{ marginBottom: '1.25rem' }}>
      <div
        ref={region}
        className="table admin-scroll-region"
        role="region"
        aria-label={overflowing ? `${label} (scrolls sideways)` : label}
        tabIndex={0}
        data-overflowing={overflowing || undefined}
        style={{ overflowX: 'auto', marginBottom: 0 }}
      >
        {children}
      </div>
      <p
        aria-hidden="true"
        style={{
          visibility: overflowing ? 'visible' : 'hidden',
          margin: '0.25rem 0 0',
          fontSize: '0.875rem',
          color: 'var(--theme-elevation-650)',
        }}
      >
        Swipe or scroll the table sideways for more columns →
      </p>
    </div>
  )
}
