'use client'

import { useSyncExternalStore } from 'react'

import { SIGNED_IN_HINT, SIGNED_IN_HINT_CHANGED } from '@/lib/accounts/signed-in-hint'

const subscribe = (onChange: () => void) => {
  window.addEventListener(SIGNED_IN_HINT_CHANGED, onChange)
  return () => window.removeEventListener(SIGNED_IN_HINT_CHANGED, onChange)
}
const signedIn = () => document.cookie.split('; ').some((cookie) => cookie === `${SIGNED_IN_HINT}=1`)

/** Whether the readable sign-in hint cookie is set: for static, cached pages that cannot ask the server. */
export function useSignedInHint(): boolean {
  return useSyncExternalStore(subscribe, signedIn, () => false)
}
