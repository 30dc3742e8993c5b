'use client'

import Link from 'next/link'
import { useSyncExternalStore } from 'react'

import { SIGNED_IN_HINT } from '@/lib/auth/hint'

const subscribe = () => () => {}
const signedIn = () => document.cookie.split('; ').some((cookie) => cookie === `${SIGNED_IN_HINT}=1`)

/**
 * The header is static and cached for everyone, so it cannot know who is signed in. A small,
 * non-secret cookie set at sign-in lets this link say "Dashboard" instead of "Sign in".
 */
export function AccountLink({ className }: { className: string }) {
  const isSignedIn = useSyncExternalStore(subscribe, signedIn, () => false)
  return (
    <Link href={isSignedIn ? '/dashboard' : '/auth'} className={className}>
      {isSignedIn ? 'Dashboard' : 'Sign in'}
    </Link>
  )
}
