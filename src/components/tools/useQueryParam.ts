'use client'

import { useSyncExternalStore } from 'react'

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange)
  return () => window.removeEventListener('popstate', onChange)
}

/**
 * A query parameter of the current URL, read in the browser only. Tool pages are prerendered
 * once for everyone; links like `?url=…` or `?keyword=…` pre-fill them after load.
 */
export function useQueryParam(name: string): string {
  return useSyncExternalStore(
    subscribe,
    () => new URLSearchParams(window.location.search).get(name) ?? '',
    () => '',
  )
}
