'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/** Re-renders the page every few seconds for a while, until the payment is confirmed. */
export function AutoRefresh({ everyMs = 3000, times = 10 }: { everyMs?: number; times?: number }) {
  const router = useRouter()
  useEffect(() => {
    let count = 0
    const timer = setInterval(() => {
      count += 1
      router.refresh()
      if (count >= times) clearInterval(timer)
    }, everyMs)
    return () => clearInterval(timer)
  }, [router, everyMs, times])
  return null
}
