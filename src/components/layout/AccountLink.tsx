'use client'

import Link from 'next/link'

import { useSignedInHint } from './useSignedInHint'

/**
 * The header is static and cached for everyone, so it cannot know who is signed in. A small,
 * non-secret cookie set at sign-in lets this link say "Dashboard" instead of "Sign in".
 */
export function AccountLink({ className }: { className: string }) {
  const isSignedIn = useSignedInHint()
  return (
    <Link href={isSignedIn ? '/dashboard' : '/auth'} className={className}>
      {isSignedIn ? 'Dashboard' : 'Sign in'}
    </Link>
  )
}
