'use server'

import { logout } from '@payloadcms/next/auth'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { resetPasswordMessage } from '@/emails/templates'
import { payloadClient, payloadConfig } from '@/lib/payload/client'
import { queueEmail } from '@/lib/email/queue'
import { env } from '@/lib/env'
import { isAppError } from '@/lib/errors'
import { errorState, parseForm, type FormState } from '@/lib/forms'
import { isSignInRefusal } from '@/lib/payload-errors'
import { safeNextPath } from '@/lib/http/redirects'
import { clientIp } from '@/lib/http/request-ip'
import { forgotPasswordSchema, resendVerificationSchema, resetPasswordSchema, signInSchema, signUpSchema } from '@/lib/accounts/schemas'
import { authLinks } from '@/lib/accounts/links'
import { enforceAuthRateLimit, type AuthAction } from '@/lib/accounts/rate-limits'
import { clearHintCookie, setSessionCookie } from '@/lib/accounts/session-cookie'

import { linkAfterPasswordSignIn } from './google-sign-in-flow'
import { registerAccount, sendVerification, signUpAnswer } from './sign-up'

/** The account forms on /auth. Each validates with the form's own schema, then calls Payload's Local API. */

async function rateLimited(action: AuthAction, email: string, formData: FormData): Promise<FormState | null> {
  try {
    await enforceAuthRateLimit(action, { ip: clientIp(await headers()), email })
    return null
  } catch (error) {
    if (isAppError(error)) return errorState(error.message, formData)
    throw error
  }
}

export async function signIn(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(signInSchema, formData)
  if (!parsed.ok) return parsed.state
  const { email, password, next } = parsed.data
  const limited = await rateLimited('login', email, formData)
  if (limited) return limited

  const payload = await payloadClient()
  let linkedGoogle = false
  try {
    const result = await payload.login({ collection: 'users', data: { email, password } })
    if (!result.token) return errorState('Signing in did not work. Please try again.', formData)
    await setSessionCookie(payload, result.token)
    // A Google sign-in that waited for this password (decision 019) is linked now.
    if (result.user) linkedGoogle = (await linkAfterPasswordSignIn(result.user)) === 'linked'
  } catch (error) {
    if (!isSignInRefusal(error)) throw error
    // One answer for a wrong password, an unknown email and an unconfirmed account (docs/security.md,
    // round 2 item 4): it says how to get the confirmation email again, which is harmless to anyone.
    return {
      status: 'error',
      message:
        'The email or password is not right. Signed up recently? Confirm your email first with the link we sent you, or send it again below.',
      fieldErrors: {},
      values: { email, offerConfirmation: 'true' },
    }
  }
  redirect(safeNextPath(next, linkedGoogle ? '/dashboard/account?google=linked' : '/dashboard'))
}

export async function signUp(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(signUpSchema, formData)
  if (!parsed.ok) return parsed.state
  const { name, email, password, next } = parsed.data
  const limited = await rateLimited('signup', email, formData)
  if (limited) return limited

  await registerAccount({ name, email, password, next: safeNextPath(next, '') || undefined })
  return { status: 'success', message: signUpAnswer(email), values: { email } }
}

export async function resendVerification(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(resendVerificationSchema, formData)
  if (!parsed.ok) return parsed.state
  const { email, next } = parsed.data
  const limited = await rateLimited('resend-verification', email, formData)
  if (limited) return limited
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (docs[0] && !docs[0]._verified) await sendVerification(docs[0].id, safeNextPath(next, '') || undefined)
  return { status: 'success', message: `If ${email} has an account waiting for confirmation, a new link is on its way.`, values: { email } }
}

export async function forgotPassword(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(forgotPasswordSchema, formData)
  if (!parsed.ok) return parsed.state
  const { email } = parsed.data
  const limited = await rateLimited('forgot-password', email, formData)
  if (limited) return limited
  const payload = await payloadClient()
  const token = await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true })
  if (token) {
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const message = resetPasswordMessage(docs[0] ?? {}, authLinks.reset(token), env.NEXT_PUBLIC_SERVER_URL)
    await queueEmail(payload, email, message)
  }
  // The same answer whether or not the account exists, so the form cannot be used to find accounts.
  return {
    status: 'success',
    message: `If an account exists for ${email}, we sent a link to choose a new password. It works once, for one hour.`,
    values: { email },
  }
}

export async function resetPassword(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(resetPasswordSchema, formData)
  if (!parsed.ok) return parsed.state
  const payload = await payloadClient()
  let token: string | undefined
  try {
    const result = await payload.resetPassword({
      collection: 'users',
      data: { token: parsed.data.token, password: parsed.data.password },
      overrideAccess: true,
    })
    token = result.token
  } catch {
    return errorState('This reset link has expired or was already used. Ask for a new one below.')
  }
  if (token) await setSessionCookie(payload, token)
  redirect('/dashboard?welcome=password-reset')
}

export async function signOut(): Promise<void> {
  // Ends this session on the server (the token stops working everywhere) and deletes the cookie.
  await logout({ config: payloadConfig })
  await clearHintCookie()
  redirect('/auth?signedOut=1')
}
