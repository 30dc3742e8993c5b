import 'server-only'

import type { Payload } from 'payload'

import { PASSWORD_RETIRED, sealPendingLink, unknownPassword, startSession, type PendingLink } from '@/lib/accounts/google-sign-in'
import { GoogleAuthError } from '@/lib/google/errors'
import type { GoogleProfile } from '@/lib/google/oauth'
import { isValidationError } from '@/lib/payload-errors'
import { payloadClient } from '@/lib/payload/client'

/**
 * Who a Google sign-in is (decision 019). The Google account's `sub` finds its TubeLift account; a
 * new email makes a new, confirmed customer; an email that already has an account is never signed
 * in: its owner links Google after one password sign-in, or from the account page.
 */

export type GoogleSignIn =
  | { outcome: 'signed-in'; userId: number | string; token: string; created: boolean }
  | { outcome: 'link-needed'; email: string; pendingLink: string }

type StoredUser = {
  id: number | string
  email: string
  _verified?: boolean | null
  googleSubject?: string | null
  googleEmail?: string | null
}

const findUser = (payload: Payload, field: 'googleSubject' | 'email', value: string) =>
  payload.db.findOne<StoredUser>({ collection: 'users', where: { [field]: { equals: value } } })

async function createGoogleAccount(payload: Payload, profile: GoogleProfile): Promise<number | string> {
  // With access control on, as a public sign-up: a customer, never the first-user admin.
  const created = await payload.create({
    collection: 'users',
    data: { name: profile.name.slice(0, 80), email: profile.email, password: unknownPassword(), roles: ['customer'] },
    overrideAccess: false,
    disableVerificationEmail: true,
    depth: 0,
    context: { [PASSWORD_RETIRED]: true },
  })
  // Google confirmed the address (email_verified), so the account is confirmed too. Access control
  // off, here and below: `_verified` and the Google fields are server-only.
  await payload.update({
    collection: 'users',
    id: created.id,
    data: { _verified: true, googleSubject: profile.subject, googleEmail: profile.email },
    overrideAccess: true,
    depth: 0,
  })
  return created.id
}

export async function signInWithGoogle(profile: GoogleProfile, retried = false): Promise<GoogleSignIn> {
  if (!profile.emailVerified) throw new GoogleAuthError('email_unverified')
  const payload = await payloadClient()
  const linked = await findUser(payload, 'googleSubject', profile.subject)
  if (linked) {
    if (linked.googleEmail !== profile.email)
      await payload.update({ collection: 'users', id: linked.id, data: { googleEmail: profile.email }, overrideAccess: true, depth: 0 })
    return { outcome: 'signed-in', userId: linked.id, token: await startSession(payload, linked.id), created: false }
  }
  const sameEmail = await findUser(payload, 'email', profile.email)
  if (sameEmail) {
    const link: PendingLink = { subject: profile.subject, email: sameEmail.email, googleEmail: profile.email }
    return { outcome: 'link-needed', email: sameEmail.email, pendingLink: sealPendingLink(link) }
  }
  try {
    const userId = await createGoogleAccount(payload, profile)
    return { outcome: 'signed-in', userId, token: await startSession(payload, userId), created: true }
  } catch (error) {
    // The same person finishing two sign-ins at once: the other one made the account.
    if (!retried && isValidationError(error)) return signInWithGoogle(profile, true)
    throw error
  }
}

export type LinkOutcome = 'linked' | 'linked-elsewhere'

/** Links a Google identity to an account whose owner proved themselves (signed in, or the password just now). */
export async function linkGoogle(userId: number | string, identity: Pick<PendingLink, 'subject' | 'googleEmail'>): Promise<LinkOutcome> {
  const payload = await payloadClient()
  const holder = await findUser(payload, 'googleSubject', identity.subject)
  if (holder && String(holder.id) !== String(userId)) return 'linked-elsewhere'
  await payload.update({
    collection: 'users',
    id: userId,
    data: { googleSubject: identity.subject, googleEmail: identity.googleEmail },
    overrideAccess: true,
    depth: 0,
  })
  return 'linked'
}

/** After a password sign-in: links the waiting Google identity when it was for this very account. */
export async function linkPendingGoogle(
  user: { id: number | string; email: string },
  pending: PendingLink | null,
): Promise<LinkOutcome | null> {
  if (!pending || pending.email !== user.email.toLowerCase()) return null
  return linkGoogle(user.id, pending)
}
