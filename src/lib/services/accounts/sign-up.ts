import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import { accountExistsNotice, verifyEmailMessage } from '@/emails/templates'
import { queueEmail } from '@/lib/email/queue'
import { env } from '@/lib/env'
import { isAppError } from '@/lib/errors'
import { isValidationError, payloadFieldErrors } from '@/lib/payload-errors'
import { payloadClient } from '@/lib/payload/client'
import { clientIp } from '@/lib/http/request-ip'
import { emailSchema, nameSchema, newPasswordSchema } from '@/lib/accounts/schemas'

import { authLinks } from '@/lib/accounts/links'
import { spendPasswordCheckTime } from '@/lib/accounts/password-timing'
import { enforceAuthRateLimit } from '@/lib/accounts/rate-limits'

/**
 * Creating an account, the same way from the site's form and from REST (`POST /api/users` without a
 * session). The answer is always "check your inbox", in about the same time, whether the address is
 * new or already has an account: a new one gets the confirmation link, an existing one's owner gets
 * a notice instead (docs/security.md, round 2 item 4).
 */

export const signUpAnswer = (email: string) =>
  `Almost there: we sent a confirmation link to ${email}. Open it to activate your account, then sign in.`

/** Sends the confirmation link; `next` rides along, so confirming leads back to where the customer signed up from. */
export async function sendVerification(userId: number | string, next?: string) {
  const payload = await payloadClient()
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, showHiddenFields: true, overrideAccess: true })
  const token = (user as { _verificationToken?: string | null })._verificationToken
  if (!token || user._verified) return
  const message = verifyEmailMessage(user, authLinks.verify(token, next), env.NEXT_PUBLIC_SERVER_URL)
  await queueEmail(payload, user.email, message)
}

async function tellOwnerAccountExists(payload: Payload, email: string) {
  const owner = await payload.db.findOne<{ id: number | string; email: string; name?: string | null }>({
    collection: 'users',
    where: { email: { equals: email.toLowerCase() } },
  })
  if (owner)
    await queueEmail(
      payload,
      owner.email,
      accountExistsNotice(owner, authLinks.signInUrl(), authLinks.forgot(), env.NEXT_PUBLIC_SERVER_URL),
    )
}

/** Creates an unconfirmed customer and sends the link, or tells the address's owner; the caller answers the same either way. */
export async function registerAccount({ name, email, password, next }: { name: string; email: string; password: string; next?: string }) {
  const payload = await payloadClient()
  let userId: number | string
  try {
    const user = await payload.create({
      collection: 'users',
      data: { name, email, password, roles: ['customer'] },
      overrideAccess: false,
      disableVerificationEmail: true,
      depth: 0,
    })
    userId = user.id
  } catch (error) {
    if (!(isValidationError(error) && 'email' in payloadFieldErrors(error))) throw error
    // Creating the account hashes its password: this answer takes as long.
    await spendPasswordCheckTime(password)
    await tellOwnerAccountExists(payload, email)
    return
  }
  await sendVerification(userId, next)
}

/** What REST sign-ups send: the form's fields, nothing else (a role or `_verified` is refused, not dropped). */
const restSignUpSchema = z.strictObject({ name: nameSchema, email: emailSchema, password: newPasswordSchema })

type Handler<C> = (request: Request, context: C) => Promise<Response>

/** Payload's REST error shape, which clients of `/api/users` read. */
function payloadError(status: number, message: string, data?: unknown, headers?: HeadersInit) {
  return Response.json({ errors: [{ message, ...(data ? { data } : {}) }] }, { status, headers })
}

/**
 * Payload's REST create, with a sign-up without a session (`POST /api/users`) taken by
 * `registerAccount`: 201 "check your inbox" for a new or a taken address alike. Staff creating
 * accounts, and everything else, reach Payload as before.
 */
export function withPublicSignUp<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    if (new URL(request.url).pathname.replace(/\/+$/, '') !== '/api/users') return handler(request, context)
    const payload = await payloadClient()
    if ((await payload.auth({ headers: request.headers })).user) return handler(request, context)
    const parsed = restSignUpSchema.safeParse(await request.json().catch(() => null))
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => ({ path: issue.path.join('.') || 'body', message: issue.message }))
      return payloadError(400, 'Some of the information sent is not valid.', { errors })
    }
    try {
      await enforceAuthRateLimit('signup', { ip: clientIp(request.headers), email: parsed.data.email })
    } catch (error) {
      if (!isAppError(error)) throw error
      return payloadError(429, error.message, { retryAfter: error.retryAfter }, { 'Retry-After': String(error.retryAfter ?? 60) })
    }
    await registerAccount(parsed.data)
    return Response.json({ message: signUpAnswer(parsed.data.email) }, { status: 201 })
  }
}
