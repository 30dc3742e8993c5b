'use client'

import { useRouter } from 'next/navigation'
import type React from 'react'
import { useEffect, useRef, useState } from 'react'

/**
 * Re-renders the page every few seconds while it waits for news, for a bounded time (two minutes by
 * default); then it stops and shows `children`, which say what happens next. The start time is kept
 * across refreshes, so re-rendering never restarts the clock.
 */
export function AutoRefresh({
  everyMs = 3000,
  forMs = 120_000,
  children,
}: {
  everyMs?: number
  forMs?: number
  children: React.ReactNode
}) {
  const router = useRouter()
  const startedAt = useRef<number | null>(null)
  const [stopped, setStopped] = useState(false)
  useEffect(() => {
    startedAt.current ??= Date.now()
    const started = startedAt.current
    const timer = setInterval(() => {
      if (Date.now() - started >= forMs) {
        clearInterval(timer)
        setStopped(true)
        return
      }
      router.refresh()
    }, everyMs)
    return () => clearInterval(timer)
  }, [router, everyMs, forMs])
  return stopped ? <div data-testid="polling-stopped">{children}</div> : null
}
