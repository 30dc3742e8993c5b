import 'server-only'

import { cookies } from 'next/headers'

import { openPendingLink, PENDING_LINK_COOKIE, type PendingLink, type SignInMethods } from '@/lib/accounts/google-sign-in'
import { payloadClient } from '@/lib/payload/client'
import type { User } from '@/payload-types'

/** The email change waiting for its confirmation link (lib/auth/email-change.ts), for the account page. */
export async function pendingEmailChange(user: User): Promise<{ email: string } | null> {
  const payload = await payloadClient()
  const stored = await payload.db.findOne<User>({ collection: 'users', where: { id: { equals: user.id } } })
  if (!stored?.pendingEmail || !stored.pendingEmailExpiresAt || Date.parse(stored.pendingEmailExpiresAt) <= Date.now()) return null
  return { email: stored.pendingEmail }
}

/** The Google identity waiting for a password sign-in to link it (decision 019), for /auth to name its account. */
export async function pendingGoogleLink(): Promise<PendingLink | null> {
  return openPendingLink((await cookies()).get(PENDING_LINK_COOKIE)?.value)
}

/** How the account can sign in, for the account page's "Sign-in methods" (decision 019). */
export async function signInMethods(user: User): Promise<SignInMethods> {
  const payload = await payloadClient()
  const stored = await payload.db.findOne<User>({ collection: 'users', where: { id: { equals: user.id } } })
  return {
    password: stored?.hasPassword !== false,
    google: stored?.googleSubject ? { email: stored.googleEmail ?? '' } : null,
  }
}
