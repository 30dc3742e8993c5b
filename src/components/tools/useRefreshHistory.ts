'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * On a dashboard tool page, re-reads the page's server-rendered history list (searches, reports,
 * lookups) the moment the tool has saved a new result, so the list beside it is never stale.
 * `result` is the finished result (null while none); the refresh keeps the tool's own state.
 */
export function useRefreshHistory(result: unknown, enabled: boolean) {
  const router = useRouter()
  useEffect(() => {
    if (enabled && result) router.refresh()
  }, [result, enabled, router])
}
