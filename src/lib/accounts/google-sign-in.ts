import { randomBytes } from 'node:crypto'

import { createLocalReq, getFieldsToSign, jwtSign, type Payload } from 'payload'
import { addSessionToUser } from 'payload/shared'

import { env } from '@/lib/env'
import { GoogleAuthError, isGoogleAuthErrorKind, type GoogleAuthErrorKind } from '@/lib/google/errors'
import { authorizationCookieKeyring } from '@/lib/google/keys'
import { open, seal, SealedValueError } from '@/lib/google/sealed'

/**
 * Sign-in with Google's pieces that need no Payload client of their own (decision 019): the cookies
 * that carry a sign-in across Google's consent screen, the sealed "link after a password sign-in"
 * cookie of the no-takeover rule, the sentences /auth and the account page show, and the session.
 */

/** Request context of a create or update that sets a random password no one knows (Users/hooks/recordPasswordSet.ts). */
export const PASSWORD_RETIRED = 'passwordRetired'

/** Payload's accounts all have a password: one made with Google, or whose password was removed, gets one nobody knows. */
export const unknownPassword = () => randomBytes(48).toString('base64url')

export const GOOGLE_CALLBACK_PATH = '/api/auth/google/callback'
export const googleRedirectUri = () => `${env.NEXT_PUBLIC_SERVER_URL}${GOOGLE_CALLBACK_PATH}`

/** The sealed state of a sign-in under way (lib/google/oauth.ts), with what it is for and where it goes next. */
export const GOOGLE_AUTH_COOKIE = 'tl-google-sign-in'
/** A Google identity waiting for its account's owner to sign in with the password once. */
export const PENDING_LINK_COOKIE = 'tl-google-link'
export const PENDING_LINK_SECONDS = 15 * 60

/** `sign-in`, or linking to the signed-in account named here (the seal binds it: it cannot be swapped). */
export type GoogleIntent = { kind: 'sign-in' } | { kind: 'link'; userId: string }

export const purposeOf = (intent: GoogleIntent) => (intent.kind === 'sign-in' ? 'sign-in' : `link:${intent.userId}`)

export function intentOf(purpose: string): GoogleIntent | null {
  if (purpose === 'sign-in') return { kind: 'sign-in' }
  const userId = /^link:([\w-]{1,64})$/.exec(purpose)?.[1]
  return userId ? { kind: 'link', userId } : null
}

type AuthorizationCookie = { purpose: string; next?: string; sealed: string }

/** The cookie value: the purpose in the clear (the sealed part is bound to it), `next` checked again on use. */
export const encodeAuthorizationCookie = (intent: GoogleIntent, sealed: string, next?: string) =>
  Buffer.from(JSON.stringify({ purpose: purposeOf(intent), next, sealed } satisfies AuthorizationCookie)).toString('base64url')

export function decodeAuthorizationCookie(value: string | undefined): AuthorizationCookie | null {
  if (!value) return null
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<AuthorizationCookie>
    if (typeof parsed.purpose !== 'string' || typeof parsed.sealed !== 'string') return null
    return { purpose: parsed.purpose, sealed: parsed.sealed, next: typeof parsed.next === 'string' ? parsed.next : undefined }
  } catch {
    return null
  }
}

export type PendingLink = { subject: string; email: string; googleEmail: string }

const PENDING_LINK_CONTEXT = 'google-pending-link'

export const sealPendingLink = (link: PendingLink, now = Date.now()) =>
  seal(JSON.stringify({ ...link, expires: now + PENDING_LINK_SECONDS * 1000 }), authorizationCookieKeyring, PENDING_LINK_CONTEXT)

/** The waiting identity, or null when the cookie is missing, altered or older than its fifteen minutes. */
export function openPendingLink(value: string | undefined, now = Date.now()): PendingLink | null {
  if (!value) return null
  try {
    const link = JSON.parse(open(value, authorizationCookieKeyring, PENDING_LINK_CONTEXT)) as PendingLink & { expires: number }
    if (typeof link.expires !== 'number' || link.expires < now) return null
    return { subject: link.subject, email: link.email, googleEmail: link.googleEmail }
  } catch (error) {
    if (error instanceof SealedValueError || error instanceof SyntaxError) return null
    throw error
  }
}

export type SignInMethods = { password: boolean; google: { email: string } | null }

/** Why a sign-in method cannot be removed, or null when it can: an account always keeps one way in. */
export function removalRefusal(methods: SignInMethods, method: 'password' | 'google'): string | null {
  if (method === 'google') {
    if (!methods.google) return 'Google is not linked to your account.'
    return methods.password ? null : 'Set a password first: Google is your only way to sign in.'
  }
  if (!methods.password) return 'Your account has no password to remove.'
  return methods.google ? null : 'Link Google first: your password is your only way to sign in.'
}

/** What a change of sign-in methods did, as the account page's `methods` query parameter (the forms it came from change with it). */
const METHOD_CHANGES = {
  'password-set': 'Your password is set: you can sign in with your email and password, or with Google.',
  'password-removed': 'Your password is removed: sign in with Google from now on.',
  'google-removed': 'Google is removed: sign in with your email and password from now on.',
} as const

export type SignInMethodChange = keyof typeof METHOD_CHANGES

export function signInMethodChangeMessage(value: string | undefined): string | null {
  return value && Object.hasOwn(METHOD_CHANGES, value) ? METHOD_CHANGES[value as SignInMethodChange] : null
}

/** What happened, as the `google` query parameter of /auth and the account page. */
export type GoogleSignInNotice = GoogleAuthErrorKind | 'link-needed' | 'linked' | 'linked-elsewhere' | 'rate-limited' | 'signed-out'

type Notice = { tone: 'success' | 'info' | 'error'; text: string }

const NOTICES: Partial<Record<GoogleSignInNotice, Notice>> = {
  access_denied: {
    tone: 'info',
    text: 'You cancelled at Google, so nothing changed. You can sign in with your email and password instead.',
  },
  invalid_grant: { tone: 'error', text: 'That Google sign-in was already used or has expired. Please start again.' },
  'link-needed': {
    tone: 'info',
    text: 'You already have an account with this email. Sign in with its password once and we link your Google account to it, so next time “Continue with Google” works.',
  },
  linked: { tone: 'success', text: 'Google is linked: you can now sign in with “Continue with Google”.' },
  'linked-elsewhere': {
    tone: 'error',
    text: 'This Google account already signs in to another TubeLift account. Remove it there first, or use another Google account.',
  },
  'rate-limited': { tone: 'error', text: 'Too many sign-in attempts from here. Please wait a few minutes and try again.' },
  'signed-out': {
    tone: 'error',
    text: 'Your session ended before Google answered. Sign in, then link Google again from your account page.',
  },
}

/** The notice for a `google` query parameter, or null for anything else. */
export function googleNotice(value: string | undefined): Notice | null {
  if (!value) return null
  const own = Object.hasOwn(NOTICES, value) ? NOTICES[value as GoogleSignInNotice] : undefined
  if (own) return own
  return isGoogleAuthErrorKind(value) ? { tone: 'error', text: new GoogleAuthError(value).message } : null
}

/**
 * A session for an account that proved itself another way than a password (a Google sign-in): the
 * steps of Payload's own login after its password check, so sessions, their lifetime and the JWT are
 * the same (decision 019). Returns the token for the session cookie.
 */
export async function startSession(payload: Payload, userId: number | string): Promise<string> {
  const collectionConfig = payload.collections.users.config
  const user = await payload.db.findOne<Record<string, unknown> & { id: number | string; email: string }>({
    collection: 'users',
    where: { id: { equals: userId } },
  })
  if (!user) throw new Error(`no user ${userId}`)
  const req = await createLocalReq({}, payload)
  const { sid } = await addSessionToUser({ collectionConfig, payload, req, user: user as never })
  const fieldsToSign = getFieldsToSign({ collectionConfig, email: user.email, sid, user: { ...user, collection: 'users' } as never })
  const { token } = await jwtSign({ fieldsToSign, secret: payload.secret, tokenExpiration: collectionConfig.auth.tokenExpiration })
  return token
}
