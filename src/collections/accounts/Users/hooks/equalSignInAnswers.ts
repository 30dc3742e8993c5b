import { AuthenticationError, type CollectionBeforeOperationHook } from 'payload'

import { spendPasswordCheckTime } from '@/lib/accounts/password-timing'

/**
 * A failed sign-in answers the same, in the same time, whether the email has no account, has one
 * with another password, or has one not yet confirmed (docs/security.md, round 2 item 4). Payload
 * answered an unknown email without hashing (10 times faster), and a right password on an
 * unconfirmed account with "verify your email" (which tells that the account exists and the password
 * is right). Both now hash once and answer Payload's "email or password incorrect"; the site's form
 * says how to get the confirmation email again. Every API and the site's form go through here.
 */
export const equalSignInAnswers: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'login') return args
  const { email, password } = ((args as { data?: { email?: unknown; password?: unknown } }).data ?? {}) as {
    email?: unknown
    password?: unknown
  }
  // Without an email or password Payload answers a field error, the same for everyone.
  if (typeof email !== 'string' || typeof password !== 'string' || !password.trim() || !email.trim()) return args
  const account = await req.payload.db.findOne<{ id: number | string; _verified?: boolean | null }>({
    collection: collection.slug,
    where: { email: { equals: email.toLowerCase().trim() } },
    select: { _verified: true },
    req,
  })
  // A confirmed account: Payload checks the password, which takes one hash.
  if (account && account._verified !== false) return args
  await spendPasswordCheckTime(password)
  throw new AuthenticationError(req.t)
}
