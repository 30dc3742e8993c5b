import 'server-only'

import { payloadClient } from '@/lib/payload/client'
import type { User } from '@/payload-types'

/** The email change waiting for its confirmation link (lib/auth/email-change.ts), for the account page. */
export async function pendingEmailChange(user: User): Promise<{ email: string } | null> {
  const payload = await payloadClient()
  const stored = await payload.db.findOne<User>({ collection: 'users', where: { id: { equals: user.id } } })
  if (!stored?.pendingEmail || !stored.pendingEmailExpiresAt || Date.parse(stored.pendingEmailExpiresAt) <= Date.now()) return null
  return { email: stored.pendingEmail }
}
