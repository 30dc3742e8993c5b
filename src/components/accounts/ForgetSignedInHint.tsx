'use client'

import { useEffect } from 'react'

import { SIGNED_IN_HINT, SIGNED_IN_HINT_CHANGED } from '@/lib/accounts/signed-in-hint'

/**
 * Rendered where the server found no session (the sign-in page): a session that ended elsewhere (signed
 * out on another device, expired) leaves the readable hint behind, and the cached header would keep
 * saying "Dashboard". This clears it and tells the header.
 */
export function ForgetSignedInHint() {
  useEffect(() => {
    if (!document.cookie.split('; ').some((cookie) => cookie === `${SIGNED_IN_HINT}=1`)) return
    document.cookie = `${SIGNED_IN_HINT}=; Path=/; Max-Age=0; SameSite=Lax`
    window.dispatchEvent(new Event(SIGNED_IN_HINT_CHANGED))
  }, [])
  return null
}
