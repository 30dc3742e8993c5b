import 'server-only'

import { createHash, randomBytes } from 'node:crypto'

import { emailChangeConfirmation, emailChangedNotice, emailChangeRequestedNotice, emailInUseNotice } from '@/emails/templates'
import { queueEmail } from '@/lib/email/queue'
import { env } from '@/lib/env'
import { isValidationError } from '@/lib/payload-errors'
import { payloadClient } from '@/lib/payload/client'
import type { User } from '@/payload-types'

import { authLinks } from '@/lib/accounts/links'

/**
 * Changing a signed-in account's email (docs/security.md, round 2 item 6). The account keeps its
 * current address until the new one is confirmed through a link sent to it, so a typo cannot lock the
 * owner out and the owner of the typed address cannot take the account over; the current address is
 * told. Whether the new address already has an account is not shown: its owner is emailed instead.
 */

/** How long the confirmation link works. */
export const EMAIL_CHANGE_LINK_HOURS = 24

/** Only a hash of the link's token is stored: reading the database does not give anyone the link. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

async function accountWithEmail(email: string) {
  const payload = await payloadClient()
  return payload.db.findOne<User>({ collection: 'users', where: { email: { equals: email.toLowerCase() } } })
}

/** Sends the confirmation link to `newEmail` (or, if it has an account, a notice to its owner) and tells the current address. */
export async function requestEmailChange(user: User, newEmail: string): Promise<void> {
  const payload = await payloadClient()
  const owner = await accountWithEmail(newEmail)
  if (owner) {
    await queueEmail(payload, owner.email, emailInUseNotice(owner, authLinks.signInUrl(), env.NEXT_PUBLIC_SERVER_URL))
  } else {
    const token = randomBytes(32).toString('base64url')
    await payload.update({
      collection: 'users',
      id: user.id,
      data: {
        pendingEmail: newEmail,
        pendingEmailToken: tokenHash(token),
        pendingEmailExpiresAt: new Date(Date.now() + EMAIL_CHANGE_LINK_HOURS * 3_600_000).toISOString(),
      },
      overrideAccess: true,
      depth: 0,
    })
    const link = authLinks.confirmEmailChange(token)
    await queueEmail(payload, newEmail, emailChangeConfirmation(user, newEmail, link, env.NEXT_PUBLIC_SERVER_URL))
  }
  await queueEmail(payload, user.email, emailChangeRequestedNotice(user, newEmail, env.NEXT_PUBLIC_SERVER_URL))
}

export type EmailChangeOutcome = 'changed' | 'failed'

/** Makes the pending address the account's email, if the link is current and the address still free. */
export async function confirmEmailChange(token: string): Promise<EmailChangeOutcome> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return 'failed'
  const payload = await payloadClient()
  const user = await payload.db.findOne<User>({
    collection: 'users',
    where: { pendingEmailToken: { equals: tokenHash(token) } },
  })
  const newEmail = user?.pendingEmail
  if (!user || !newEmail) return 'failed'
  const cleared = { pendingEmail: null, pendingEmailToken: null, pendingEmailExpiresAt: null }
  const current = Date.parse(user.pendingEmailExpiresAt ?? '') > Date.now()
  // Taken meanwhile (someone signed up with it since): the link can no longer be used.
  const free = current && !(await accountWithEmail(newEmail))
  const changed =
    free &&
    (await payload.update({ collection: 'users', id: user.id, data: { ...cleared, email: newEmail }, overrideAccess: true, depth: 0 }).then(
      () => true,
      // Taken in the instant between the check and the write: the unique email refuses it.
      (error: unknown) => (isValidationError(error) ? false : Promise.reject(error)),
    ))
  if (!changed) {
    await payload.update({ collection: 'users', id: user.id, data: cleared, overrideAccess: true, depth: 0 })
    return 'failed'
  }
  await queueEmail(payload, user.email, emailChangedNotice(user, newEmail, env.NEXT_PUBLIC_SERVER_URL))
  return 'changed'
}
